import { Link, NavLink } from 'react-router';
import { Messages, SiteCopy } from '@infragen/contracts';
import { UserMenu } from '@/features/auth/user-menu';

const LINKS = [
  { to: '/', label: SiteCopy.nav.home },
  { to: '/product', label: SiteCopy.nav.product },
  { to: '/pricing', label: SiteCopy.nav.pricing },
  { to: '/resources', label: SiteCopy.nav.resources },
] as const;

export function SiteHeader() {
  return (
    <header className="border-b border-border">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-6">
        <Link to="/" className="text-lg font-bold tracking-tight">
          {Messages.app.name}
        </Link>
        <nav className="hidden gap-6 text-sm md:flex" aria-label="Main">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={({ isActive }) => (isActive ? 'font-semibold' : 'text-muted-foreground hover:text-foreground')}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <UserMenu />
      </div>
    </header>
  );
}
