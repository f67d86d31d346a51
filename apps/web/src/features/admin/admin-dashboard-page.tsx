import { useEffect } from 'react';
import { Link } from 'react-router';
import { Bell, CreditCard, FolderKanban, Inbox, Settings, Sparkles, Tag, Users } from 'lucide-react';
import { AdminPanelCopy, Messages } from '@infragen/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { showToast } from '@/lib/toast';
import { useAdminInboxSummaryQuery, useAdminStatsQuery } from './admin-api';
import { AdminPageHeader } from './admin-page-header';
import { AuditLog } from './audit-log';
import { StatCard } from './stat-card';

const D = AdminPanelCopy.dashboard;
const N = Messages.admin.nav;

/** Counts change without an event (sign-ups, new projects): read again this often, and at once on an alert. */
const REFRESH_MS = 15_000;

const QUICK_ACTIONS = [
  { to: '/admin/users', title: N.users, text: D.cards.users, icon: Users },
  { to: '/admin/subscriptions', title: N.subscriptions, text: D.cards.subscriptions, icon: CreditCard },
  { to: '/admin/alerts', title: N.alerts, text: D.cards.alerts, icon: Bell },
  { to: '/admin/inbox', title: N.inbox, text: D.cards.inbox, icon: Inbox },
  { to: '/admin/promo-codes', title: N.promoCodes, text: D.cards.promoCodes, icon: Tag },
  { to: '/admin/openai', title: N.openai, text: D.cards.openai, icon: Sparkles },
  { to: '/admin/config', title: N.config, text: D.cards.config, icon: Settings },
] as const;

/** /admin: the four counters, the quick actions (alerts badged while any is unresolved), and recent admin activity. */
export function AdminDashboardPage() {
  const { data: stats, isError } = useAdminStatsQuery(undefined, { pollingInterval: REFRESH_MS });
  useEffect(() => {
    if (isError) showToast({ title: Messages.common.error, description: D.failedToFetchStats }, 'destructive');
  }, [isError]);
  const unresolved = stats?.unresolvedAlerts ?? 0;
  const { data: inbox } = useAdminInboxSummaryQuery();
  const openInInbox = inbox ? Object.values(inbox).reduce((sum, list) => sum + list.open, 0) : 0;

  return (
    <>
      <AdminPageHeader title={N.dashboard} subtitle={D.subtitle} />
      <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={N.dashboard}>
        <StatCard
          label={D.totalUsers}
          value={stats?.totalUsers}
          caption={D.usersCaption}
          icon={<Users className="size-4" aria-hidden />}
        />
        <StatCard
          label={D.activeProjects}
          value={stats?.activeProjects}
          caption={D.projectsCaption}
          icon={<FolderKanban className="size-4" aria-hidden />}
        />
        <StatCard
          label={D.systemAlerts}
          value={stats?.unresolvedAlerts}
          caption={D.alertsCaption}
          icon={<Bell className="size-4" aria-hidden />}
        />
        <StatCard
          label={D.activePromoCodes}
          value={stats?.activePromoCodes}
          caption={D.promoCaption}
          icon={<Tag className="size-4" aria-hidden />}
        />
      </section>

      <h2 className="mb-4 mt-10 text-xl font-semibold">{D.quickActions}</h2>
      <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {QUICK_ACTIONS.map(({ to, title, text, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            <Card className="h-full p-5 transition-colors hover:bg-muted/50">
              <div className="flex items-center justify-between">
                <CardTitle className="flex items-center gap-2 text-base">
                  <Icon className="size-4" aria-hidden />
                  {title}
                </CardTitle>
                {to === '/admin/alerts' && unresolved > 0 && (
                  <Badge className="border-red-200 bg-red-100 text-red-800" data-testid="alerts-badge">
                    {D.unresolvedBadge(unresolved)}
                  </Badge>
                )}
                {to === '/admin/inbox' && openInInbox > 0 && (
                  <Badge data-testid="inbox-badge">{AdminPanelCopy.inbox.openCount(openInInbox)}</Badge>
                )}
              </div>
              <CardDescription>{text}</CardDescription>
            </Card>
          </Link>
        ))}
      </section>

      <h2 className="mb-4 mt-10 text-xl font-semibold">{D.activity}</h2>
      <AuditLog />
    </>
  );
}
