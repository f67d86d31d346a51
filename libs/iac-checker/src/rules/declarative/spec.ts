/**
 * What a rule written as data says (rule.json in a rule's folder, instead of rule.ts): the same
 * metadata as any rule, and per engine a list of setting checks in a small vocabulary, the shape
 * most rules have (a setting must or must not have a value; a block must exist; a list must or
 * must not contain an item). Rules that need real logic (policies, ports, references between
 * resources) stay in rule.ts. `declarative/rule.ts` turns this into a Rule; `load.ts` refuses a
 * file that says anything outside the vocabulary, so a misspelt key cannot silently check nothing.
 *
 * @example rule.json
 *   { "id": "IG-AZR-016", "title": "Redis cache accepts TLS older than 1.2", "severity": "HIGH",
 *     "rationale": "...", "remediation": "...", "formats": ["terraform-azurerm", "arm", "bicep"],
 *     "checks": {
 *       "terraform": [{ "types": ["azurerm_redis_cache"], "path": "minimum_tls_version", "bad": { "oneOf": ["1.0", "1.1"] } }],
 *       "arm": [{ "types": ["Microsoft.Cache/redis"], "path": "properties.minimumTlsVersion", "bad": { "oneOf": ["1.0", "1.1"] } }],
 *       "bicep": "arm" } }
 */
import { type RuleSeverity } from '@infragen/contracts';
import { type Engine, type ExampleFormat } from '../model';

/**
 * A test of one value; every key written must hold. Strings compare without case; a value that
 * cannot be worked out never passes a `bad` test (the rule does not judge what it cannot see).
 */
export interface ValueTest {
  /** true / false (or their strings). */
  is?: boolean;
  oneOf?: string[];
  notOneOf?: string[];
  /** A number below / above this. */
  below?: number;
  above?: number;
  /** A string (or any string of a list) matching / not matching this regular expression. */
  matches?: string;
  notMatches?: string;
  /** A list (or one string) holding any of these items / missing any of them. */
  contains?: string[];
  lacks?: string[];
  /** An empty list (or string) / a list holding something (`disabled_alerts = [...]`). */
  empty?: boolean;
}

/**
 * What exempts a resource from a check: a setting of it (a dotted path) that holds, or another
 * resource that refers to it (`referredBy` types, at the dotted path `at` of theirs: a flow log
 * naming the VPC, a diagnostic setting scoped to the vault), by reference or by its literal name.
 */
export interface Condition extends ValueTest {
  path?: string;
  referredBy?: string[];
  at?: string;
  /** Why the exemption is right (what a comment beside code would say). */
  why?: string;
}

export interface SettingCheck {
  /** Resource types (Terraform, CloudFormation, ARM/Bicep without case, Kubernetes kinds). */
  types?: string[];
  /**
   * Instead of `types`: every pod specification or every container of the Kubernetes workloads
   * (helpers/pods: Pods, Deployments, Jobs... in YAML or Terraform); paths start there.
   */
  of?: 'pods' | 'containers';
  /** Checks each block or item under this path of the resource instead of the resource itself. */
  each?: string;
  /**
   * The setting, a dotted path from the resource (or from each item). Left out, the resource itself
   * is what is reported (its kind should not be used: an inline user policy, a classic resource).
   */
  path?: string;
  /**
   * The values that are reported; left out, no written value is (only leaving it out can be, with
   * `omitted`); `{}`, every written value is, even one that cannot be worked out (a reference).
   */
  bad?: ValueTest;
  /** The default is unsafe: leaving the setting out is reported (where it should have been written). */
  omitted?: boolean;
  /**
   * The resource (or each item) is not checked when any of these holds, read where `path` is read: a condition without a test holds
   * when its setting is written; with a test, when it is written and passes (or cannot be worked out).
   */
  unless?: Condition[];
  /** A more precise sentence than the rule's title. */
  text?: string;
  /** Why the check is shaped so: the default it relies on, where a threshold comes from. */
  why?: string;
}

export interface DataRuleSpec {
  id: string;
  title: string;
  severity: RuleSeverity;
  rationale: string;
  remediation: string;
  /** The hint in an engine's own syntax where `remediation` is another's (model.ts `RuleSpec`). */
  remediationFor?: Partial<Record<Engine, string>>;
  formats: ExampleFormat[];
  /** Per engine its checks, or the name of another engine whose checks it shares (Bicep reads ARM's names). */
  checks: Partial<Record<Engine, SettingCheck[] | Engine>>;
}
