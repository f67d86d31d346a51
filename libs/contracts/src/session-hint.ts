/**
 * A cookie page scripts may read that says a user session may exist: set beside the user's
 * refresh cookie (which is httpOnly) with the same lifetime, cleared with it. It holds no secret
 * ("1"). Without it, the browser does not ask to restore a session it does not have, so a
 * visitor's first page load makes no request that can only answer 401. A file of its own, free
 * of schemas, so the browser's entry chunk can read it without the schema library.
 */
export const SESSION_HINT_COOKIE = 'infragen_signed_in';

/**
 * The same hint for an administrator's session (set beside the admin refresh cookie), so a
 * signed-out visit to /admin asks nothing that can only answer 401.
 */
export const ADMIN_SESSION_HINT_COOKIE = 'infragen_admin_signed_in';
