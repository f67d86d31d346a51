import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { Messages } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { useSignOut } from './use-sign-out';

const item =
  'flex cursor-pointer select-none items-center rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted';

/**
 * A signed-in user's menu (settings, sign out). Its own chunk (user-menu.tsx loads it): the menu
 * library and its positioning engine are about a tenth of the landing's JavaScript, and a visitor
 * never opens this menu.
 */
export default function AccountMenu({ name }: { name: string }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="sm" data-testid="user-menu">
          {name}
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
