import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { Messages } from '@infragen/contracts';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { displayName } from '@/entities/session/auth-slice';
import { useSignOut } from './use-sign-out';

const item =
  'flex cursor-pointer select-none items-center rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted';

/** The header's account corner: Get Started when signed out, else the user menu. */
export function UserMenu() {
  const { status, user } = useAppSelector((state) => state.auth);
  const signOut = useSignOut();
  if (status !== 'signedIn' || !user) {
    return (
      <Button asChild size="sm">
        <Link to="/auth">{Messages.landing.getStarted}</Link>
      </Button>
    );
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="sm" data-testid="user-menu">
          {displayName(user)}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border border-border bg-background p-1 shadow-md"
        >
          <DropdownMenu.Item asChild className={item}>
            <Link to="/profile">{Messages.auth.settings}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => void signOut()}>
            {Messages.auth.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
