/**
 * Copy of the workspace's Problems panel (under the Generated Code panel) and of the repair loop's
 * outcome, part of the message catalogue. Kept apart from `Messages` so the browser loads it with
 * the panel, after the first code appears.
 */
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const ProblemsPanelCopy = {
  title: 'Problems',
  counts: (c: { error: number; warning: number; info: number }) =>
    `${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.info, 'note')}`,
  severity: { error: 'Error', warning: 'Warning', info: 'Note' },
  none: 'No problems found.',
  notChecked: 'This code has not been checked.',
  rechecking: 'Checking your edits...',
  rechecked: 'Your edits were checked.',
  recheckFailed: (message: string) => `Your edits could not be checked: ${message}`,
  recheckUnavailable: 'the server could not be reached',
  /** Accessible name of a problem's button, which moves the editor to it. */
  goTo: (file: string, line: number, column: number) => `Go to ${file}:${line}:${column}`,
  fixHint: (hint: string) => `Fix: ${hint}`,
  /** A security finding waived by an inline comment: still listed, with the comment's reason. */
  waived: (reason: string, line: number) => `Waived on line ${line}: ${reason}`,
  /** What the repair loop did, shown above the problems once the generation completed. */
  repairSummary: (r: { initialErrors: number; kept: number | null; finalErrors: number | null; rounds: number }) => {
    if (r.kept === null || r.finalErrors === null) return `Repairing: ${plural(r.rounds, 'round')} so far.`;
    if (r.kept === 0)
      return `The repair ${r.rounds === 1 ? 'round' : 'rounds'} did not reduce the errors: the first answer is kept (${plural(r.initialErrors, 'error')}).`;
    if (r.finalErrors === 0)
      return `Repaired in ${plural(r.kept, 'round')}: ${plural(r.initialErrors, 'error')} fixed.`;
    return `The answer of repair round ${r.kept} is kept: ${plural(r.finalErrors, 'error')} left of ${r.initialErrors}.`;
  },
} as const;
