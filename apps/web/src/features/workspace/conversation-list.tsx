import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Messages, PLATFORMS, WorkspaceCopy } from '@infragen/contracts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { showToast } from '@/lib/toast';
import { useListConversationsQuery } from './conversations-api';
import { ProjectLimitStatus } from './project-limit-status';
import { selectIsGenerating } from './workspace-selectors';
import { openConversation } from './workspace-thunks';
import { workspaceActions } from './workspace-actions';

const PAGE = 20;
/** The api serves at most 100 a page; the list grows up to that. */
const MOST = 100;

const two = (n: number) => String(n).padStart(2, '0');
/**
 * "2026-11-23 14:05" in local time. Built by hand: the first Intl date formatter of a page loads
 * locale data, a 40-50 ms task measured in the workspace's streaming benchmark.
 */
const when = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
};

/**
 * The signed-in user's past conversations, newest first. Choosing one reopens it (its messages in
 * the chat, its latest code in the code panel). Switching waits while a generation runs.
 */
export function ConversationList() {
  const dispatch = useAppDispatch();
  const [limit, setLimit] = useState(PAGE);
  const current = useAppSelector((s) => s.workspace.conversationId);
  const generating = useAppSelector(selectIsGenerating);
  const { data, isError, isLoading } = useListConversationsQuery({ limit });

  const open = async (id: string) => {
    const error = await dispatch(openConversation(id));
    if (error)
      showToast(
        { title: Messages.common.error, description: `${WorkspaceCopy.conversations.openFailed} ${error}` },
        'destructive',
      );
  };

  return (
    <nav aria-label={WorkspaceCopy.regions.conversations} className="flex min-h-0 flex-col gap-3">
      {/* Wraps: at 1280 px the column is 15rem, too narrow for the title and the button side by side. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">{WorkspaceCopy.conversations.title}</h2>
        <Button
          size="sm"
          variant="outline"
          disabled={generating}
          onClick={() => dispatch(workspaceActions.newConversation())}
        >
          <Plus aria-hidden className="h-4 w-4" />
          {WorkspaceCopy.conversations.newConversation}
        </Button>
      </div>
      <ProjectLimitStatus />
      {isLoading && <p className="text-sm text-muted-foreground">{Messages.common.loading}</p>}
      {isError && <p className="text-sm text-destructive">{WorkspaceCopy.conversations.loadFailed}</p>}
      {data && data.items.length === 0 && (
        <p className="text-sm text-muted-foreground">{WorkspaceCopy.conversations.empty}</p>
      )}
      {data && data.items.length > 0 && (
        <ul className="max-h-64 space-y-1 overflow-y-auto xl:max-h-none" data-testid="conversation-list">
          {data.items.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                disabled={generating && c.id !== current}
                aria-current={c.id === current ? 'true' : undefined}
                onClick={() => void open(c.id)}
                className={cn(
                  'w-full rounded-md px-3 py-2 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-50',
                  c.id === current ? 'bg-muted font-medium' : 'hover:bg-muted',
                )}
              >
                <span className="block truncate">{c.title}</span>
                <span className="block text-xs text-muted-foreground">
                  {PLATFORMS[c.platform].name} · {when(c.updatedAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {data?.nextBefore && limit < MOST && (
        <Button
          variant="link"
          size="sm"
          className="self-start px-0"
          onClick={() => setLimit((n) => Math.min(MOST, n + PAGE))}
        >
          {WorkspaceCopy.conversations.loadMore}
        </Button>
      )}
    </nav>
  );
}
