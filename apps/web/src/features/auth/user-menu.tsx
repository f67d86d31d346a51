import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Messages } from '@infragen/contracts';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { displayName } from '@/entities/session/auth-slice';

const AccountMenu = lazy(() => import('./account-menu'));

/**
 * The header's account corner: Get Started when signed out, else the user menu. The menu's chunk
 * loads once someone is signed in; until it arrives, the same button stands in its place, inert.
 */
export function UserMenu() {
  const { status, user } = useAppSelector((state) => state.auth);
  if (status !== 'signedIn' || !user) {
    return (
      <Button asChild size="sm">
        <Link to="/auth">{Messages.landing.getStarted}</Link>
      </Button>
    );
  }
  const name = displayName(user);
  return (
    <Suspense
      fallback={
        <Button variant="outline" size="sm" disabled>
          {name}
        </Button>
      }
    >
      <AccountMenu name={name} />
    </Suspense>
  );
}
