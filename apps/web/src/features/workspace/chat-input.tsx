import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SendHorizontal, Square } from 'lucide-react';
import { Messages, PROMPT_MAX_LENGTH, WorkspaceCopy } from '@infragen/contracts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { selectActive } from './workspace-selectors';
import { sendPrompt, stopGeneration } from './workspace-thunks';

/** The counter shows from this share of the limit on: earlier it would only be noise. */
const COUNTER_FROM = 0.9;

/**
 * The multi-line request box: Enter sends, Shift+Enter adds a line, the text is trimmed and a
 * blank one cannot be sent. Near the api's length limit a counter shows; over it, the catalogue's
 * message says so and nothing is sent. The box grows no taller than its cap and scrolls inside.
 * While generating the box is disabled and Send becomes Stop; it is one button throughout, so
 * keyboard focus stays on it across the change.
 */
export function ChatInput() {
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectActive);
  const generating = active !== null;
  const [text, setText] = useState('');
  const inputId = useId();
  const counterId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // What would be sent (trimmed) is what the api counts.
  const length = text.trim().length;
  const blank = length === 0;
  const tooLong = length > PROMPT_MAX_LENGTH;
  const counted = length >= PROMPT_MAX_LENGTH * COUNTER_FROM;

  // When a generation ends with focus on Stop, the next request is typed in the box. A layout
  // effect: the button turns into a disabled Send in this same commit, and a disabled button
  // would lose focus at the browser's next rendering step.
  useLayoutEffect(() => {
    if (!generating && document.activeElement === button.current) input.current?.focus();
  }, [generating]);

  const send = () => {
    if (blank || tooLong || generating) return;
    // The box is about to be disabled, which would drop focus: keep it on the (now Stop) button.
    if (document.activeElement === input.current) button.current?.focus();
    void dispatch(sendPrompt(text));
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {WorkspaceCopy.chat.inputLabel}
        </label>
        <textarea
          ref={input}
          id={inputId}
          rows={3}
          value={text}
          disabled={generating}
          placeholder={WorkspaceCopy.chat.placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={tooLong || undefined}
          aria-describedby={counted ? counterId : undefined}
          className="max-h-60 min-h-[4.5rem] flex-1 resize-y overflow-y-auto rounded-md border border-border bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-50 aria-[invalid=true]:border-destructive"
        />
        {generating ? (
          <Button
            key="action"
            ref={button}
            type="button"
            variant="destructive"
            aria-label={WorkspaceCopy.chat.stop}
            // Not `disabled` once pressed: a disabled button loses keyboard focus.
            aria-disabled={active.stopRequested}
            onClick={() => dispatch(stopGeneration())}
          >
            <Square aria-hidden className="h-4 w-4" />
          </Button>
        ) : (
          <Button
            key="action"
            ref={button}
            type="submit"
            aria-label={WorkspaceCopy.chat.send}
            disabled={blank || tooLong}
          >
            <SendHorizontal aria-hidden className="h-4 w-4" />
          </Button>
        )}
      </div>
      {counted && (
        <p
          id={counterId}
          data-testid="prompt-counter"
          className={cn(
            'flex flex-wrap justify-end gap-x-2 text-xs',
            tooLong ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {tooLong && <span role="alert">{Messages.generation.promptTooLong(PROMPT_MAX_LENGTH)}</span>}
          <span>{WorkspaceCopy.chat.characterCount(length, PROMPT_MAX_LENGTH)}</span>
        </p>
      )}
    </form>
  );
}
