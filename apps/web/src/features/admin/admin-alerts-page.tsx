import { useEffect, type ReactNode } from 'react';
import { CheckCircle2, Plus } from 'lucide-react';
import { AdminPanelCopy, Messages, type SystemAlertView } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useAdminAlertsQuery, useCreateTestAlertMutation, useResolveAlertMutation } from './admin-api';
import { AdminPageHeader } from './admin-page-header';
import { formatDateTime } from './format';
import { SeverityBadge } from './severity-badge';
import { StatCard } from './stat-card';

const A = AdminPanelCopy.alerts;

function AlertItem({ alert, children }: { alert: SystemAlertView; children?: ReactNode }) {
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 py-3"
      data-testid="alert-item"
      data-alert-id={alert.id}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <SeverityBadge severity={alert.severity} />
          <span className="font-medium">{alert.title}</span>
          <span className="text-xs text-muted-foreground">{alert.alert_type}</span>
        </div>
        <p className="mt-1 break-words text-sm text-muted-foreground">{alert.message}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          {formatDateTime(alert.created_at)}
          {alert.occurrences > 1 && ` · ${A.occurrences(alert.occurrences)}`}
          {alert.is_resolved && alert.resolved_by_email && ` · ${A.resolvedBy(alert.resolved_by_email)}`}
        </p>
      </div>
      {children}
    </li>
  );
}

/** /admin/alerts: stats, unresolved alerts to resolve, the last five resolved, and a test alert; all live. */
export function AdminAlertsPage() {
  const { data, isError } = useAdminAlertsQuery();
  const [resolve, { isLoading: resolving }] = useResolveAlertMutation();
  const [createTest, { isLoading: creating }] = useCreateTestAlertMutation();
  useEffect(() => {
    if (isError) showToast({ title: Messages.common.error, description: A.failedToFetch }, 'destructive');
  }, [isError]);

  const onResolve = async (id: string) => {
    try {
      await resolve(id).unwrap();
      showToast({ title: A.resolved });
    } catch (error) {
      showToast(
        { title: Messages.common.error, description: apiErrorMessage(error, A.failedToResolve) },
        'destructive',
      );
    }
  };
  const onTest = async () => {
    try {
      await createTest().unwrap();
      showToast({ title: A.testCreated });
    } catch (error) {
      showToast(
        { title: Messages.common.error, description: apiErrorMessage(error, A.failedToCreateTest) },
        'destructive',
      );
    }
  };

  return (
    <>
      <AdminPageHeader
        title={Messages.admin.nav.alerts}
        subtitle={A.subtitle}
        actions={
          <Button onClick={() => void onTest()} disabled={creating}>
            <Plus className="size-4" aria-hidden />
            {A.createTest}
          </Button>
        }
      />
      <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={A.total} value={data?.stats.total} />
        <StatCard label={A.unresolved} value={data?.stats.unresolved} />
        <StatCard label={A.critical} value={data?.stats.criticalUnresolved} caption={A.unresolved} />
        <StatCard label={A.resolvedToday} value={data?.stats.resolvedToday} />
      </section>

      <h2 className="mb-3 mt-10 text-xl font-semibold">{A.unresolvedTitle}</h2>
      <Card className="p-4">
        {data && data.unresolved.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CheckCircle2 className="size-4 text-green-600" aria-hidden />
            {A.noneUnresolved}
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label={A.unresolvedTitle}>
            {data?.unresolved.map((alert) => (
              <AlertItem key={alert.id} alert={alert}>
                <Button size="sm" variant="outline" disabled={resolving} onClick={() => void onResolve(alert.id)}>
                  {A.resolve}
                </Button>
              </AlertItem>
            ))}
          </ul>
        )}
      </Card>

      <h2 className="mb-3 mt-10 text-xl font-semibold">{A.resolvedTitle}</h2>
      <Card className="p-4">
        {data && data.resolved.length === 0 ? (
          <p className="text-sm text-muted-foreground">{A.noneResolved}</p>
        ) : (
          <ul className="divide-y divide-border opacity-80" aria-label={A.resolvedTitle}>
            {data?.resolved.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
        {data && data.moreResolved > 0 && (
          <p className="mt-3 text-sm text-muted-foreground">{A.andMore(data.moreResolved)}</p>
        )}
      </Card>
    </>
  );
}
