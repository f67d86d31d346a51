/**
 * Checked output around a generation: how many repair rounds the worker may run, what each round
 * did, and counts of findings by severity (the Problems panel and the repair loop both count).
 *
 * @example
 *   countBySeverity(diagnostics) // { error: 2, warning: 1, info: 0 }
 */
import { DIAGNOSTIC_SEVERITIES, type Diagnostic, type DiagnosticSeverity } from './checks';

/** Rounds in which the code and its errors go back to the model, at most. */
export const REPAIR_MAX_ROUNDS = 2;

/**
 * What one repair round brought: `fixed` (no error left), `improved`, `unchanged` or `worse`
 * (errors compared with the best answer before it), `no-code` (the answer held no file),
 * `failed` (the model failed; the best answer so far stands), `running` while it streams or is
 * checked, `stopped` when the user stopped the generation during it.
 */
export const REPAIR_OUTCOMES = [
  'running',
  'fixed',
  'improved',
  'unchanged',
  'worse',
  'no-code',
  'failed',
  'stopped',
] as const;
export type RepairOutcome = (typeof REPAIR_OUTCOMES)[number];

export interface RepairRound {
  /** 1 for the first round. */
  round: number;
  /** Errors sent to the model in this round: "Fixing 3 problems...". */
  problems: number;
  /** Errors in this round's answer; null while it streams or when it brought no checked code. */
  errors: number | null;
  outcome: RepairOutcome;
}

/** The repair loop of a generation, stored with it and shown in the workspace. */
export interface RepairRecord {
  /** Errors in the model's first answer. */
  initialErrors: number;
  rounds: RepairRound[];
  /** The answer kept: 0 for the first answer, n for round n's; null while rounds are running. */
  kept: number | null;
  /** Errors in the kept answer; null while rounds are running. */
  finalErrors: number | null;
}

export type SeverityCounts = Record<DiagnosticSeverity, number>;

export function countBySeverity(diagnostics: readonly Diagnostic[]): SeverityCounts {
  const counts = Object.fromEntries(DIAGNOSTIC_SEVERITIES.map((s) => [s, 0])) as SeverityCounts;
  for (const d of diagnostics) counts[d.severity] += 1;
  return counts;
}
