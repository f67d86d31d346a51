import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';

/** Verified administrators only: a spinner while checking, everyone else to /admin/login. */
export function RequireAdmin() {
  const { status, user } = useAppSelector((state) => state.adminAuth);
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'signedOut' || !user) return <Navigate to="/admin/login" replace />;
  return <Outlet />;
}
