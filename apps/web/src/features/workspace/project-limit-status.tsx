import { ProjectLimitNotice } from '@/widgets/project-limit/project-limit-notice';
import { useGetProjectCountQuery } from './conversations-api';

/**
 * Where a new conversation starts: the user's active projects against the limit when near or at
 * it. Read again on every visit, so a project archived on the profile page a moment ago counts.
 */
export function ProjectLimitStatus({ className }: { className?: string }) {
  const { data } = useGetProjectCountQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  return <ProjectLimitNotice active={data.active} limit={data.limit} manage className={className} />;
}
