/**
 * The operator's limit on a user's active projects (max_projects_per_user), as the workspace, the
 * profile and the api's refusal say it: one place, so the warning before the limit and the refusal
 * at it use the same words. The limit counts active (not archived) projects and never removes one
 * (decision 031).
 */

/** `room`: far from the limit or none set; `near`: a few left; `at`: a new conversation is refused. */
export type ProjectLimitState = 'room' | 'near' | 'at';

/**
 * Where `active` projects stand against `limit` (null: none). Near means one left, or the last
 * fifth of a large limit, so a person sees the warning before the limit bites, not only at it.
 */
export function projectLimitState(active: number, limit: number | null): ProjectLimitState {
  if (limit === null) return 'room';
  if (active >= limit) return 'at';
  return limit - active <= Math.max(1, Math.floor(limit / 5)) ? 'near' : 'room';
}

const projects = (n: number) => `${n} ${n === 1 ? 'project' : 'projects'}`;

export const ProjectLimitCopy = {
  count: (active: number, limit: number) => `${active} of ${limit} active projects`,
  near: (active: number, limit: number) =>
    `You have ${active} of ${limit} active projects. At ${limit}, archive or delete one on your profile page to start another; nothing is removed without you.`,
  reached: (limit: number) =>
    `You have reached your limit of ${projects(limit)}, so a new conversation cannot start. Archive or delete a project on your profile page to make room; your existing conversations keep working.`,
  restoreRefused: (limit: number) =>
    `You already have ${projects(limit)} active, your limit. Archive or delete one before restoring this project.`,
  manage: 'Manage projects',
} as const;
