import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Messages, SiteCopy } from '@infragen/contracts';
import { cn } from '@/lib/cn';

const LINKS = [
  { to: '/', label: SiteCopy.nav.home },
  { to: '/product', label: SiteCopy.nav.product },
  { to: '/pricing', label: SiteCopy.nav.pricing },
  { to: '/resources', label: SiteCopy.nav.resources },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-sm', isActive ? 'font-semibold text-foreground' : 'text-muted-foreground hover:text-foreground');

/**
 * The public pages' header: the name (home), the four links, and `account` (the user menu, or
 * Get Started). Below 768 px the links fold into a menu button, so nothing crowds a phone screen.
 */
export function SiteHeader({ account }: { account: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A link followed from the folded menu closes it.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <header className="border-b border-border">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-sm text-lg font-bold tracking-tight">
          {Messages.app.name}
        </Link>
        <nav className="hidden gap-6 text-sm md:flex" aria-label={SiteCopy.nav.label}>
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {account}
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent md:hidden"
            aria-expanded={open}
            aria-controls="site-menu"
            aria-label={open ? SiteCopy.nav.closeMenu : SiteCopy.nav.openMenu}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden className="h-5 w-5" /> : <Menu aria-hidden className="h-5 w-5" />}
          </button>
        </div>
      </div>
      {open && (
        <nav id="site-menu" className="border-t border-border px-4 py-2 md:hidden" aria-label={SiteCopy.nav.label}>
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={(state) => cn(linkClass(state), 'block py-3 text-base')}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
