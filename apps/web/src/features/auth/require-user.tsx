import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';

/** Signed-in users only: a spinner while the session is checked, anonymous visitors to /auth. */
export function RequireUser({ children }: { children?: ReactNode }) {
  const status = useAppSelector((state) => state.auth.status);
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'signedOut') return <Navigate to="/auth" replace />;
  return children ?? <Outlet />;
}
