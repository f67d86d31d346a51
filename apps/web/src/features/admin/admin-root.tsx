import { AdminSession } from './admin-session';
import { RequireAdmin } from './require-admin';

/** Every /admin page but the login: the admin session is restored, then only admins pass. */
export function AdminRoot() {
  return (
    <>
      <AdminSession />
      <RequireAdmin />
    </>
  );
}
