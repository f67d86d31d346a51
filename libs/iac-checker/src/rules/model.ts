/**
 * What a security rule is: its metadata (a stable id, never reused; title; severity; rationale;
 * remediation), a check per engine, and the formats it covers. One folder per rule
 * (<area>/<name>/): rule.json holds the metadata and, for the common shapes (a setting must or
 * must not have a value, a block must exist), the checks as data (declarative/spec.ts); a rule
 * whose checks need real logic has them in rule.ts beside it (`codeRule`). Its good, bad and
 * omitted examples are files beside it, examples/<format>/{bad-N,good-N,omitted}.<ext>, which the
 * rule test discovers; the formats a rule declares are exactly the ones it has examples for (the
 * test holds them together).
 *
 * @example rule.ts of a rule in code (its rule.json has no `checks`)
 *   export const rule = codeRule(spec, {
 *     terraform: (ctx) => { for (const r of ctx.resources('aws_vpc')) if (!ctx.referrers(r, ['aws_flow_log'], 'vpc_id').length) ctx.report(r) },
 *   });
 */
import { type FormatId, type RuleSeverity } from '@infragen/contracts';
import { type Span } from '../parse/position';
import { type Node, type Value } from './view/node';

/** The structures a check reads: Terraform (every provider), CloudFormation, ARM, Bicep, Kubernetes objects. */
export type Engine = 'terraform' | 'cloudformation' | 'arm' | 'bicep' | 'kubernetes';

export interface Resource {
  /** `aws_s3_bucket`, `AWS::S3::Bucket`, `Microsoft.Storage/storageAccounts`, or a Kubernetes kind. */
  type: string;
  name: string;
  /** How a finding names it: `aws_s3_bucket.logs`, `Bucket`, `Deployment web`. */
  subject: string;
  file: string;
  /** Where a finding about the whole resource, or a setting it leaves out, points: its first line. */
  span: Span;
  body: Node;
  /** The name other resources use to refer to it (compared with `Node.refs()`). */
  ref: string;
  /** Its own name where it has one that others may repeat literally (an S3 bucket's `bucket`). */
  identity?: Value;
}

export interface RuleContext {
  readonly engine: Engine;
  /** Resources of the given types (ARM and Bicep types compare without case). */
  resources(...types: string[]): Resource[];
  /** Reports the rule on a resource, at a setting (or at the resource when `at` is left out). */
  report(resource: Resource, at?: Node, text?: string): void;
  /** Resources of `types` whose setting at `path` refers to `target` (by reference or by its literal name). */
  referrers(target: Resource, types: string[], path: string): Resource[];
  /** Terraform: the `backend "<type>"` blocks of `terraform {}`. */
  backends(type: string): Node[];
  /** Terraform: the data sources of a type (`aws_iam_policy_document`). */
  data(type: string): Resource[];
}

type Check = (ctx: RuleContext) => void;

/** Formats with examples of their own; the multi-cloud `terraform` format is covered by every Terraform one. */
export type ExampleFormat = Exclude<FormatId, 'terraform'>;

export interface RuleSpec {
  /** `IG-<AREA>-<NNN>`: stable, never renamed or reused; waivers name it. */
  id: string;
  title: string;
  severity: RuleSeverity;
  /** Why it matters, in a sentence or two. */
  rationale: string;
  /** What to change; shown as the finding's fix hint. */
  remediation: string;
  /**
   * The hint in an engine's own syntax where `remediation` is written in another's (Terraform's
   * arguments on an ARM template): a finding's hint is in the format of the file it is about.
   * Bicep reads ARM's names, so it shows ARM's hint when it has none of its own.
   */
  remediationFor?: Partial<Record<Engine, string>>;
  checks: Partial<Record<Engine, Check>>;
  /** The formats it has examples for (examples/<format>/ beside rule.json), in the order shown. */
  formats: ExampleFormat[];
}

export interface Rule extends Omit<RuleSpec, 'formats'> {
  /** The formats the rule covers: its example formats, and `terraform` when it shows a Terraform one. */
  formats: FormatId[];
}

/** The fix hint a rule gives in an engine's files: its own words for the engine, else the general one. */
export function remediationOf(rule: Pick<RuleSpec, 'remediation' | 'remediationFor'>, engine: Engine): string {
  const own = rule.remediationFor;
  return own?.[engine] ?? (engine === 'bicep' ? own?.arm : undefined) ?? rule.remediation;
}

export function defineRule(spec: RuleSpec): Rule {
  const formats: FormatId[] = [...spec.formats];
  if (formats.some((f) => f.startsWith('terraform-'))) formats.push('terraform');
  return { ...spec, formats };
}
