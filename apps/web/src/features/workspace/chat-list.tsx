import { useEffect, useRef } from 'react';
import { Messages, WorkspaceCopy } from '@infragen/contracts';
import { useAppSelector } from '@/app/hooks';
import { cn } from '@/lib/cn';
import { selectChatMessages } from './workspace-selectors';

/**
 * The conversation's non-code messages (code goes to the code panel), newest at the bottom and
 * kept in view. A log region, so screen readers announce new lines.
 */
export function ChatList() {
  const messages = useAppSelector(selectChatMessages);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  if (messages.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center px-4 py-10 text-center">
        <h2 className="text-lg font-semibold">{Messages.workspace.readyToBuild}</h2>
        <p className="mt-2 max-w-sm text-sm text-muted-foreground">{WorkspaceCopy.chat.emptyLead}</p>
      </div>
    );
  }
  return (
    <div
      role="log"
      aria-label={WorkspaceCopy.regions.chat}
      className="flex-1 space-y-3 overflow-y-auto px-1 py-2"
      tabIndex={0}
    >
      {messages.map((m) => (
        <div
          key={m.id}
          className={cn('flex', m.isUser ? 'justify-end' : 'justify-start')}
          data-testid={m.isUser ? 'chat-user' : 'chat-assistant'}
        >
          <p
            className={cn(
              'max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm',
              m.isUser ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
            )}
          >
            <span className="sr-only">{m.isUser ? WorkspaceCopy.chat.you : WorkspaceCopy.chat.assistant}: </span>
            {m.content}
          </p>
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
