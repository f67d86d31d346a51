import { CheckCircle2, RotateCcw, X } from 'lucide-react';
import { AdminPanelCopy, Messages, type SiteFormKind } from '@infragen/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useAdminInboxItemQuery, useSetInboxHandledMutation } from './admin-api';
import { formatDateTime } from './format';
import { inboxFields, inboxItemTitle } from './inbox-item-summary';

const C = AdminPanelCopy.inbox;

/** One item in full, with who handled it and when, and the button that marks it handled or open. */
export function InboxItemPanel({
  kind,
  id,
  onClose,
  onChanged,
}: {
  kind: SiteFormKind;
  id: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { data, isError } = useAdminInboxItemQuery({ kind, id });
  const [setHandled, { isLoading }] = useSetInboxHandledMutation();
  if (isError) return <p className="text-sm text-destructive">{C.notFound}</p>;
  if (!data) return null;
  const { item } = data;
  const open = item.handled_at === null;

  const toggle = async () => {
    try {
      await setHandled({ kind, id, handled: open }).unwrap();
      showToast({ title: open ? C.markedHandled : C.markedOpen });
      onChanged();
    } catch (error) {
      showToast({ title: Messages.common.error, description: apiErrorMessage(error, C.failedToUpdate) }, 'destructive');
    }
  };

  return (
    <article aria-labelledby="inbox-item-title" data-testid="inbox-detail" data-state={open ? 'open' : 'handled'}>
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="inbox-item-title" className="break-words text-lg font-semibold">
            {inboxItemTitle(data)}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {AdminPanelCopy.inbox.fields.received}: {formatDateTime(item.created_at)}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label={C.close} title={C.close}>
          <X className="size-4" aria-hidden />
        </Button>
      </header>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <Badge className={open ? 'border-primary bg-primary text-primary-foreground' : undefined}>
          {open ? C.open : C.handled}
        </Badge>
        {item.handled_at && (
          <span>
            {item.handled_by_email
              ? C.handledBy(item.handled_by_email, formatDateTime(item.handled_at))
              : C.handledOn(formatDateTime(item.handled_at))}
          </span>
        )}
      </p>
      <dl className="mt-4 space-y-3 text-sm">
        {inboxFields(data).map(({ label, value, long }) => (
          <div key={label}>
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd className={long ? 'mt-1 whitespace-pre-wrap break-words' : 'break-words'}>{value}</dd>
          </div>
        ))}
      </dl>
      <Button
        className="mt-6"
        variant={open ? 'default' : 'outline'}
        disabled={isLoading}
        onClick={() => void toggle()}
      >
        {open ? <CheckCircle2 className="size-4" aria-hidden /> : <RotateCcw className="size-4" aria-hidden />}
        {open ? C.markHandled : C.markOpen}
      </Button>
    </article>
  );
}
