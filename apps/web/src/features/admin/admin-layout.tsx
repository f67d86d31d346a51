import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import {
  Bell,
  ChevronLeft,
  ChevronRight,
  CreditCard,
  Inbox,
  LayoutDashboard,
  LogOut,
  Settings,
  Sparkles,
  Tag,
  Users,
} from 'lucide-react';
import { AdminPanelCopy, Messages } from '@infragen/contracts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { adminSocketActions } from '@/lib/admin-socket-actions';
import { cn } from '@/lib/cn';
import { useAdminInboxSummaryQuery, useAdminSignOutMutation } from './admin-api';
import { adminAuthActions, roleLabel } from './admin-auth-slice';
import { forgetAdminTokens } from './admin-session';

const N = Messages.admin.nav;
const LINKS = [
  { to: '/admin', label: N.dashboard, icon: LayoutDashboard },
  { to: '/admin/users', label: N.users, icon: Users },
  { to: '/admin/subscriptions', label: N.subscriptions, icon: CreditCard },
  { to: '/admin/alerts', label: N.alerts, icon: Bell },
  { to: '/admin/inbox', label: N.inbox, icon: Inbox },
  { to: '/admin/promo-codes', label: N.promoCodes, icon: Tag },
  { to: '/admin/openai', label: N.openai, icon: Sparkles },
  { to: '/admin/config', label: N.config, icon: Settings },
] as const;

/** Below this width the sidebar starts collapsed (icons only). */
const NARROW_SCREEN = '(max-width: 767px)';

/** The admin shell: collapsible sidebar with every admin page, the admin's identity and Sign out. */
export function AdminLayout() {
  // On a phone the full sidebar would leave the page a third of the screen: it starts collapsed.
  const [collapsed, setCollapsed] = useState(() => window.matchMedia?.(NARROW_SCREEN).matches ?? false);
  const user = useAppSelector((state) => state.adminAuth.user);
  const token = useAppSelector((state) => state.adminAuth.accessToken);
  const [signOut] = useAdminSignOutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The inbox's count in the navigation: kept current by the admin socket (arrivals, changes).
  const { data: inbox } = useAdminInboxSummaryQuery();
  const openInInbox = inbox ? Object.values(inbox).reduce((sum, list) => sum + list.open, 0) : 0;

  // Every open admin page hears new and resolved alerts live, on a connection of the admin session.
  useEffect(() => {
    if (token) dispatch(adminSocketActions.connect({ token }));
  }, [dispatch, token]);
  useEffect(() => () => void dispatch(adminSocketActions.disconnect()), [dispatch]);

  const onSignOut = () => {
    // Local state first, so the admin is out at once whatever the network does: both stored tokens
    // go, then the server is told.
    forgetAdminTokens();
    dispatch(adminAuthActions.signedOut());
    void signOut(token)
      .unwrap()
      .catch(() => undefined);
    navigate('/admin/login', { replace: true });
  };

  return (
    <div className="flex min-h-screen">
      <aside
        className={cn('flex flex-col border-r border-border bg-muted/40 transition-all', collapsed ? 'w-16' : 'w-64')}
        aria-label={Messages.admin.panelTitle}
      >
        <div className="flex h-16 items-center justify-between px-3">
          {!collapsed && <span className="font-bold">{Messages.admin.panelTitle}</span>}
          <Button
            variant="ghost"
            size="sm"
            aria-label={collapsed ? AdminPanelCopy.expandSidebar : AdminPanelCopy.collapseSidebar}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed(!collapsed)}
          >
            {collapsed ? <ChevronRight className="h-4 w-4" /> : <ChevronLeft className="h-4 w-4" />}
          </Button>
        </div>
        <nav className="flex-1 space-y-1 px-2" aria-label={Messages.admin.panelTitle}>
          {LINKS.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              end
              title={label}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm',
                  isActive ? 'bg-background font-semibold shadow-sm' : 'text-muted-foreground hover:bg-background',
                )
              }
            >
              <Icon className="h-4 w-4 shrink-0" aria-hidden />
              <span className={cn(collapsed && 'sr-only')}>{label}</span>
              {to === '/admin/inbox' && openInInbox > 0 && (
                <span
                  className="ml-auto rounded-full bg-primary px-1.5 text-xs font-semibold tabular-nums text-primary-foreground"
                  data-testid="inbox-nav-badge"
                >
                  <span aria-hidden>{openInInbox}</span>
                  <span className="sr-only">{AdminPanelCopy.inbox.navBadge(openInInbox)}</span>
                </span>
              )}
            </NavLink>
          ))}
          <Link
            to="/admin"
            title={N.backToDashboard}
            className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-background"
          >
            <ChevronLeft className="h-4 w-4 shrink-0" aria-hidden />
            <span className={cn(collapsed && 'sr-only')}>{N.backToDashboard}</span>
          </Link>
        </nav>
        <div className="border-t border-border p-3 text-sm">
          {user && (
            <div className={cn('mb-2', collapsed && 'sr-only')} data-testid="admin-identity">
              <p className="font-medium">{user.full_name}</p>
              <p className="text-muted-foreground">{user.email}</p>
              <p className="text-xs capitalize text-muted-foreground">{roleLabel(user.role)}</p>
            </div>
          )}
          <Button variant="outline" size="sm" className="w-full" onClick={onSignOut} title={Messages.auth.signOut}>
            <LogOut className="h-4 w-4" aria-hidden />
            <span className={cn(collapsed && 'sr-only')}>{Messages.auth.signOut}</span>
          </Button>
        </div>
      </aside>
      <main className="min-w-0 flex-1 px-3 py-6 sm:px-6 sm:py-8 lg:px-10">
        {/* A page loads on its first visit; the sidebar stays meanwhile. */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
