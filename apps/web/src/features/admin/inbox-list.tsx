import { AdminPanelCopy, type SiteFormEntry, type SiteFormKind, type SiteFormState } from '@infragen/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAdminInboxPageQuery } from './admin-api';
import { formatDateTime } from './format';
import { inboxRowText } from './inbox-item-summary';

const C = AdminPanelCopy.inbox;

interface ListProps {
  kind: SiteFormKind;
  state: SiteFormState | undefined;
  selected: string | null;
  onSelect: (id: string) => void;
}

/** One page of a list: its rows, each a button that opens the item beside the list. */
function InboxListPage({ kind, state, before, selected, onSelect }: ListProps & { before: string | undefined }) {
  const { data } = useAdminInboxPageQuery({ kind, state, before });
  return (
    <>
      {data?.items.map((item) => {
        const entry = { kind, item } as SiteFormEntry;
        const { title, preview } = inboxRowText(entry);
        const open = item.handled_at === null;
        return (
          <li key={item.id} data-testid="inbox-item" data-item-id={item.id} data-state={open ? 'open' : 'handled'}>
            <button
              type="button"
              onClick={() => onSelect(item.id)}
              aria-current={selected === item.id ? 'true' : undefined}
              className={cn(
                'flex w-full flex-col gap-1 px-3 py-3 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent',
                selected === item.id && 'bg-muted',
              )}
            >
              <span className="flex flex-wrap items-center gap-2">
                <Badge className={open ? 'border-primary bg-primary text-primary-foreground' : 'text-muted-foreground'}>
                  {open ? C.open : C.handled}
                </Badge>
                <span className={cn('min-w-0 break-words', open && 'font-semibold')}>{title}</span>
              </span>
              <span className="break-words text-sm text-muted-foreground">{preview}</span>
              <span className="text-xs text-muted-foreground">{formatDateTime(item.created_at)}</span>
            </button>
          </li>
        );
      })}
    </>
  );
}

/**
 * A list of the inbox, newest first, a page at a time: Load more reads the page before the last
 * one's oldest item (the `before` cursor), so an arrival at the top never shifts the pages below.
 */
export function InboxList({
  cursors,
  onMore,
  ...props
}: ListProps & { cursors: (string | undefined)[]; onMore: (cursor: string) => void }) {
  const last = useAdminInboxPageQuery({ kind: props.kind, state: props.state, before: cursors[cursors.length - 1] });
  const first = useAdminInboxPageQuery({ kind: props.kind, state: props.state });
  const empty = first.data && first.data.items.length === 0;
  return (
    <div>
      {empty ? (
        <p className="p-3 text-sm text-muted-foreground">{props.state ? C.noneInState : C.none}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={C.lists[props.kind]}>
          {cursors.map((before) => (
            <InboxListPage key={before ?? 'first'} before={before} {...props} />
          ))}
        </ul>
      )}
      {last.data?.nextBefore && (
        <div className="mt-3 px-3">
          <Button variant="outline" size="sm" onClick={() => onMore(last.data!.nextBefore!)}>
            {C.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
