import { useEffect, useState } from 'react';
import { AdminPanelCopy, Messages, type AuditEntry } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { showToast } from '@/lib/toast';
import { useAdminAuditQuery } from './admin-api';
import { formatDateTime } from './format';

const D = AdminPanelCopy.dashboard;

/** One page of the audit log; the next page loads below it when asked for. */
function AuditPageRows({ before, onMore }: { before?: string; onMore: ((next: string) => void) | null }) {
  const { data, isError } = useAdminAuditQuery({ before });
  useEffect(() => {
    if (isError) showToast({ title: Messages.common.error, description: D.failedToFetchActivity }, 'destructive');
  }, [isError]);
  if (!data) return null;
  return (
    <>
      {data.entries.map((entry: AuditEntry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
          <span>
            <span className="font-medium">{entry.actorEmail}</span> <span>{entry.summary}</span>
          </span>
          <time className="text-xs text-muted-foreground" dateTime={entry.createdAt}>
            {formatDateTime(entry.createdAt)}
          </time>
        </li>
      ))}
      {data.nextBefore && onMore && (
        <li className="pt-2">
          <Button variant="outline" size="sm" onClick={() => onMore(data.nextBefore!)}>
            {D.loadMore}
          </Button>
        </li>
      )}
    </>
  );
}

/** What administrators did (who, what, when), newest first: visible to every administrator. */
export function AuditLog() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const { data } = useAdminAuditQuery({ before: undefined });
  return (
    <Card className="p-4">
      {data && data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{D.noActivity}</p>
      ) : (
        <ol className="divide-y divide-border" aria-label={D.activity}>
          {cursors.map((before, index) => (
            <AuditPageRows
              key={before ?? 'first'}
              before={before}
              onMore={index === cursors.length - 1 ? (next) => setCursors((all) => [...all, next]) : null}
            />
          ))}
        </ol>
      )}
    </Card>
  );
}
