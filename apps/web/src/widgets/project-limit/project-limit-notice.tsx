import { Link } from 'react-router';
import { ProjectLimitCopy, projectLimitState } from '@infragen/contracts';
import { Alert } from '@/components/ui/alert';

/**
 * The user's active projects against the operator's limit, said before it bites: nothing while
 * there is room, a warning when a few are left, and at the limit that a new conversation needs an
 * archived or deleted project first. `manage` links to the profile's projects (where the person
 * chooses what to archive or delete); left out on the profile page itself.
 */
export function ProjectLimitNotice({
  active,
  limit,
  manage = false,
  className,
}: {
  active: number;
  limit: number | null;
  manage?: boolean;
  className?: string;
}) {
  const state = projectLimitState(active, limit);
  if (state === 'room' || limit === null) return null;
  return (
    <Alert
      data-testid="project-limit-notice"
      data-state={state}
      className={
        state === 'at'
          ? `border-amber-300 bg-amber-50 text-amber-950 ${className ?? ''}`
          : `border-amber-200 ${className ?? ''}`
      }
    >
      <p className="font-medium">{ProjectLimitCopy.count(active, limit)}</p>
      <p className="mt-1">{state === 'at' ? ProjectLimitCopy.reached(limit) : ProjectLimitCopy.near(active, limit)}</p>
      {manage && (
        <Link to="/profile#projects" className="mt-1 inline-block font-medium underline underline-offset-2">
          {ProjectLimitCopy.manage}
        </Link>
      )}
    </Alert>
  );
}
