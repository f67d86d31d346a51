/**
 * Who owns a request, and so who may read, follow and stop what it started: a signed-in user, or
 * an anonymous visitor's session (known only by the SHA-256 of its token). Conversations and
 * generations carry both columns; a row with a user belongs to that user alone.
 */
export interface RequestOwner {
  userId: string | null;
  /** SHA-256 of the anonymous session token; the token itself is never stored. */
  anonHash: string | null;
}

/** The owning columns of a conversation or generation row. */
export interface OwnedRow {
  userId: string | null;
  anonSessionHash: string | null;
}

/** Whether `owner` owns `row`. Someone else's row is reported like a missing one by every caller. */
export function isOwner(owner: RequestOwner, row: OwnedRow): boolean {
  if (row.userId) return owner.userId === row.userId;
  return owner.anonHash !== null && owner.anonHash === row.anonSessionHash;
}

/**
 * `isOwner` as a SQL condition on a row's `user_id` and `anon_session_hash`, for statements that
 * check ownership as they write. A NULL on either side compares as unknown, so an absent user or
 * anonymous hash matches nothing. A db test holds the two forms to the same answers.
 */
export function ownerCondition(owner: RequestOwner): { sql: string; params: unknown[] } {
  return {
    sql: '(user_id = ? or (user_id is null and anon_session_hash = ?))',
    params: [owner.userId, owner.anonHash],
  };
}
