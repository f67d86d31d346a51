import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import {
  AdminPanelCopy,
  Messages,
  SITE_FORM_KINDS,
  SITE_FORM_STATES,
  type SiteFormKind,
  type SiteFormState,
} from '@infragen/contracts';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { showToast } from '@/lib/toast';
import { useAdminInboxPageQuery, useAdminInboxSummaryQuery } from './admin-api';
import { AdminPageHeader } from './admin-page-header';
import { downloadInboxCsv } from './inbox-export';
import { InboxItemPanel } from './inbox-item-panel';
import { InboxList } from './inbox-list';

const C = AdminPanelCopy.inbox;

const kindOf = (value: string | null): SiteFormKind =>
  (SITE_FORM_KINDS as readonly string[]).includes(value ?? '') ? (value as SiteFormKind) : 'contact-messages';
const stateOf = (value: string | null): SiteFormState | undefined =>
  (SITE_FORM_STATES as readonly string[]).includes(value ?? '') ? (value as SiteFormState) : undefined;

/**
 * /admin/inbox: what visitors sent through the site's forms, one list at a time (all, open or
 * handled), newest first; an item opens in full beside the list, to be marked handled. New
 * arrivals show at once (the admin socket refreshes the lists), and a list downloads as CSV.
 * The list, filter and open item live in the address, so a reload or a shared link shows the same.
 */
export function AdminInboxPage() {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('list'));
  const state = stateOf(params.get('state'));
  const selected = params.get('item');
  const token = useAppSelector((s) => s.adminAuth.accessToken);
  const { data: summary } = useAdminInboxSummaryQuery();
  const { isError } = useAdminInboxPageQuery({ kind, state });
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [exporting, setExporting] = useState(false);

  // Another list or filter starts again from its newest page.
  useEffect(() => setCursors([undefined]), [kind, state]);
  useEffect(() => {
    if (isError) showToast({ title: Messages.common.error, description: C.failedToFetch }, 'destructive');
  }, [isError]);

  const go = (change: { list?: SiteFormKind; state?: SiteFormState | undefined; item?: string | null }) => {
    const next = new URLSearchParams(params);
    const set = (key: string, value: string | null | undefined) => (value ? next.set(key, value) : next.delete(key));
    if ('list' in change) set('list', change.list);
    if ('state' in change) set('state', change.state);
    if ('item' in change) set('item', change.item);
    // Opening an item far down the list keeps the list where it is.
    setParams(next, { preventScrollReset: true });
  };

  const onExport = async () => {
    if (!token) return;
    setExporting(true);
    try {
      const file = await downloadInboxCsv(kind, state, token);
      showToast({ title: C.exported(file) }, 'default', 'download');
    } catch (error) {
      showToast({ title: Messages.common.error, description: apiErrorMessage(error, C.failedToExport) }, 'destructive');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <AdminPageHeader
        title={Messages.admin.nav.inbox}
        subtitle={C.subtitle}
        actions={
          <Button variant="outline" onClick={() => void onExport()} disabled={exporting}>
            <Download className="size-4" aria-hidden />
            {C.exportCsv}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={C.listsLabel} className="flex flex-wrap gap-2">
          {SITE_FORM_KINDS.map((k) => (
            <Button
              key={k}
              variant={k === kind ? 'default' : 'outline'}
              size="sm"
              aria-pressed={k === kind}
              onClick={() => go({ list: k, item: null })}
            >
              {C.lists[k]}
              {summary && (
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    k === kind ? 'bg-primary-foreground text-primary' : 'bg-muted text-foreground',
                  )}
                  data-testid={`inbox-open-${k}`}
                >
                  {C.openCount(summary[k].open)}
                </span>
              )}
            </Button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm">
          {C.stateLabel}
          <select
            className="h-8 rounded-md border border-border bg-background px-2 text-sm"
            value={state ?? 'all'}
            onChange={(e) => go({ state: stateOf(e.target.value), item: null })}
          >
            <option value="all">{C.states.all}</option>
            {SITE_FORM_STATES.map((s) => (
              <option key={s} value={s}>
                {C.states[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="min-w-0 p-2">
          <InboxList
            kind={kind}
            state={state}
            selected={selected}
            cursors={cursors}
            onSelect={(id) => go({ item: id })}
            onMore={(cursor) => setCursors((loaded) => [...loaded, cursor])}
          />
        </Card>
        <Card className="min-w-0 self-start p-5" role="region" aria-label={C.detailLabel}>
          {selected ? (
            <InboxItemPanel
              kind={kind}
              id={selected}
              onClose={() => go({ item: null })}
              // A filtered list loses the item it no longer matches: read it from its top again.
              onChanged={() => state && setCursors([undefined])}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{C.pick}</p>
          )}
        </Card>
      </div>
    </>
  );
}
