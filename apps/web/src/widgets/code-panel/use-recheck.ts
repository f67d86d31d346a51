import { useEffect, useMemo, useState } from 'react';
import { ProblemsPanelCopy, type Diagnostic, type FormatId } from '@infragen/contracts';
import { checksApi } from '@/entities/generation/checks-api';
import { apiErrorMessage } from '@/lib/api-error';

/** Quiet time after the last keystroke before the edited code is checked again. */
export const RECHECK_DELAY_MS = 500;

export interface Recheck {
  /** `checking` from the first edit until the answer for the latest text arrives. */
  status: 'idle' | 'checking' | 'done' | 'failed';
  /** The findings of the last text checked (kept while a newer text is being checked). */
  diagnostics: Diagnostic[] | null;
  error: string | null;
}

const IDLE: Recheck = { status: 'idle', diagnostics: null, error: null };

/**
 * Checks `files` again through the api whenever `needed` and they change, once typing pauses for
 * `delayMs`. A check still on its way when the text changes again is aborted: its answer would
 * describe text that is no longer there.
 */
export function useRecheck(
  files: readonly { path: string; content: string }[],
  format: FormatId,
  needed: boolean,
  delayMs = RECHECK_DELAY_MS,
): Recheck {
  const [validate] = checksApi.useValidateCodeMutation();
  const [state, setState] = useState<Recheck>(IDLE);
  // One key for what would be sent: a re-render with the same texts starts nothing.
  const key = useMemo(() => JSON.stringify([format, files.map((f) => [f.path, f.content])]), [format, files]);

  useEffect(() => {
    if (!needed) {
      setState(IDLE);
      return;
    }
    const sent = JSON.parse(key) as [FormatId, [string, string][]];
    setState((last) => ({ ...last, status: 'checking' }));
    let stale = false;
    let request: { abort(): void } | null = null;
    const timer = setTimeout(() => {
      const call = validate({ format: sent[0], files: sent[1].map(([path, content]) => ({ path, content })) });
      request = call;
      call.unwrap().then(
        ({ diagnostics }) => {
          if (!stale) setState({ status: 'done', diagnostics, error: null });
        },
        (error: unknown) => {
          if (!stale)
            setState((last) => ({
              ...last,
              status: 'failed',
              error: apiErrorMessage(error, ProblemsPanelCopy.recheckUnavailable),
            }));
        },
      );
    }, delayMs);
    return () => {
      stale = true;
      clearTimeout(timer);
      request?.abort();
    };
  }, [key, needed, delayMs, validate]);

  return state;
}
