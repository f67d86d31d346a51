import { useEffect, useId, useMemo } from 'react';
import { CircleX, Info, TriangleAlert } from 'lucide-react';
import {
  countBySeverity,
  Messages,
  ProblemsPanelCopy,
  type Diagnostic,
  type DiagnosticSeverity,
  type FormatId,
  type RepairRecord,
} from '@infragen/contracts';
import { useRecheck } from './use-recheck';

export interface ProblemsPanelProps {
  /** Each file as shown (`content`, with the user's edits) and as generated. */
  files: readonly { path: string; content: string; generated: string }[];
  format: FormatId;
  /** The generation's findings in the generated files (null: they were not checked). */
  diagnostics: readonly Diagnostic[] | null;
  repair: RepairRecord | null;
  /** The findings shown now, for the editor's marks; null when the panel goes away. */
  onShown(diagnostics: readonly Diagnostic[] | null): void;
  /** A finding was chosen: show its file and move to its line and column. */
  onJump(diagnostic: Diagnostic): void;
}

const ICONS: Record<DiagnosticSeverity, typeof CircleX> = { error: CircleX, warning: TriangleAlert, info: Info };
const TONE: Record<DiagnosticSeverity, string> = {
  error: 'text-red-600',
  warning: 'text-amber-600',
  info: 'text-sky-600',
};

/**
 * The Problems panel under the generated code: counts by severity, then every finding with its
 * file, line and column, code, message and fix; choosing one moves the editor to it. Edited code
 * (or code that was never checked) is checked again through the api as the user types.
 */
export default function ProblemsPanel({ files, format, diagnostics, repair, onShown, onJump }: ProblemsPanelProps) {
  const titleId = useId();
  const edited = files.some((file) => file.content !== file.generated);
  const current = useMemo(() => files.map(({ path, content }) => ({ path, content })), [files]);
  const recheck = useRecheck(current, format, edited || diagnostics === null);
  const checkingAgain = recheck.status !== 'idle';
  const shown = useMemo(
    () => (checkingAgain ? (recheck.diagnostics ?? (edited ? diagnostics : null)) : diagnostics),
    [checkingAgain, recheck.diagnostics, edited, diagnostics],
  );

  useEffect(() => onShown(shown), [shown, onShown]);
  useEffect(() => () => onShown(null), [onShown]);

  const counts = countBySeverity(shown ?? []);
  const checking = edited ? ProblemsPanelCopy.rechecking : Messages.checkedOutput.validating;
  const note =
    recheck.status === 'checking'
      ? checking
      : recheck.status === 'failed'
        ? ProblemsPanelCopy.recheckFailed(recheck.error ?? ProblemsPanelCopy.recheckUnavailable)
        : null;

  return (
    <section aria-labelledby={titleId} className="border-t border-border" data-testid="problems-panel">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
        <h3 id={titleId} className="text-sm font-semibold">
          {ProblemsPanelCopy.title}
          {shown && (
            <span className="ml-2 font-normal text-muted-foreground" data-testid="problem-counts">
              {ProblemsPanelCopy.counts(counts)}
            </span>
          )}
        </h3>
        <span role="status" className="text-xs text-muted-foreground">
          {note}
        </span>
      </div>
      {repair && repair.kept !== null && !edited && (
        <p className="px-4 pb-2 text-xs text-muted-foreground" data-testid="repair-summary">
          {ProblemsPanelCopy.repairSummary({ ...repair, rounds: repair.rounds.length })}
        </p>
      )}
      {shown === null ? (
        <p className="px-4 pb-3 text-sm text-muted-foreground">
          {recheck.status === 'checking' ? checking : ProblemsPanelCopy.notChecked}
        </p>
      ) : shown.length === 0 ? (
        <p className="px-4 pb-3 text-sm text-muted-foreground">{ProblemsPanelCopy.none}</p>
      ) : (
        <ul
          className="max-h-48 overflow-y-auto px-2 pb-2 focus-visible:outline-2 focus-visible:outline-accent"
          // Focusable so a keyboard user can scroll a long list (axe: scrollable-region-focusable).
          tabIndex={0}
          aria-label={ProblemsPanelCopy.title}
        >
          {shown.map((d, i) => {
            const Icon = ICONS[d.severity];
            return (
              <li key={`${d.file}:${d.line}:${d.column}:${d.code}:${i}`}>
                <button
                  type="button"
                  onClick={() => onJump(d)}
                  aria-label={`${ProblemsPanelCopy.goTo(d.file, d.line, d.column)}: ${d.message}`}
                  className="flex w-full items-start gap-2 rounded px-2 py-1 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-accent"
                >
                  <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${TONE[d.severity]}`} />
                  <span className="sr-only">{ProblemsPanelCopy.severity[d.severity]}</span>
                  <span className="min-w-0">
                    <span className="font-mono text-xs text-muted-foreground">
                      {d.file}:{d.line}:{d.column}
                    </span>{' '}
                    <span className="font-mono text-xs text-muted-foreground">
                      {d.ruleSeverity ? `${d.code} ${d.ruleSeverity}` : d.code}
                    </span>
                    <span className="block">{d.message}</span>
                    {d.waived && (
                      <span className="block text-xs text-muted-foreground">
                        {ProblemsPanelCopy.waived(d.waived.reason, d.waived.line)}
                      </span>
                    )}
                    {d.fixHint && (
                      <span className="block text-xs text-muted-foreground">
                        {ProblemsPanelCopy.fixHint(d.fixHint)}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
