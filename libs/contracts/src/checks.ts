/**
 * What a check of generated code reports: one finding per problem, at a file, line and column,
 * with a stable code to branch on and a sentence from the message catalogue (messages/checks.ts).
 * Produced by libs/iac-checker's checkFiles; stored with a generation and shown in the workspace.
 *
 * @example
 *   { format: 'terraform-aws', file: 'main.tf', line: 12, column: 3, severity: 'error',
 *     code: 'terraform.unknown-argument', message: 'aws_lambda_function "api" has no argument `memory`.',
 *     fixHint: 'Did you mean `memory_size`?', path: 'aws_lambda_function.api.memory' }
 */
import { type FormatId } from './platforms';

export const DIAGNOSTIC_SEVERITIES = ['error', 'warning', 'info'] as const;
export type DiagnosticSeverity = (typeof DIAGNOSTIC_SEVERITIES)[number];

/** A security rule's (or secret pattern's) own severity, least serious first. */
export const RULE_SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type RuleSeverity = (typeof RULE_SEVERITIES)[number];
/**
 * The one mapping of a rule's severity onto a finding's: HIGH and CRITICAL are errors (the code
 * should not ship, and the repair loop fixes them), MEDIUM a warning, LOW information. The rule's
 * own severity stays on the finding as `ruleSeverity`.
 */
export const RULE_SEVERITY_TO_DIAGNOSTIC: Readonly<Record<RuleSeverity, DiagnosticSeverity>> = {
  LOW: 'info',
  MEDIUM: 'warning',
  HIGH: 'error',
  CRITICAL: 'error',
};

export interface Diagnostic {
  format: FormatId;
  file: string;
  /** 1-based line and column where the problem starts. */
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  severity: DiagnosticSeverity;
  /** Stable name of the kind of problem (never renamed or reused), e.g. `terraform.unknown-argument`. */
  code: string;
  message: string;
  /** What to change, when there is a likely answer ("Did you mean `memory_size`?"). */
  fixHint?: string;
  /** Where in the document, in the format's own terms (`Resources.Bucket.Properties.BucketName`). */
  path?: string;
  /** Security rules and secrets only: the rule's own severity (`code` is then the rule's id, `IG-AWS-001`). */
  ruleSeverity?: RuleSeverity;
  /**
   * Set when an inline waiver names this finding's rule: the finding is still reported, at
   * severity `info`, with the reason the waiver gave and the line the waiver is written on.
   */
  waived?: { reason: string; line: number };
}
