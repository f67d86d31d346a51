/**
 * The shapes the evaluation of the built-in generator works with: a request of the project's own
 * set (eval/generator/*.yaml), what the generator answered, the resources read from its files and
 * the score of one request.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';

export type Scalar = string | number | boolean;

/** One check on the produced resources; exactly one operator is set. */
export interface Check {
  type: string | string[];
  path?: string | string[];
  equals?: Scalar;
  matches?: string;
  notEquals?: Scalar;
  notMatches?: string;
  exists?: true;
  absent?: true;
  minItems?: number;
  count?: number;
  minCount?: number;
}

/** A setting the request states: one check, or alternatives of which one must pass. */
export interface Setting extends Partial<Check> {
  phrase: string;
  /** Id of the outOfScope part it belongs to: skipped when that part was not produced. */
  part?: string;
  anyOf?: Check[];
}

/** Something the request asks for: one resource of any of these types satisfies it. */
export interface Part {
  id?: string;
  phrase: string;
  anyOf: string[];
}

export interface EvalRequest {
  id: string;
  file: string;
  platform: PlatformId;
  format: FormatId;
  style: string;
  difficulty: number;
  probes: string[];
  prompt: string;
  history: string[];
  components: Part[];
  outOfScope: Part[];
  settings: Setting[];
  mustNotAppear: string[];
  declineExpected: boolean;
}

export interface OutputFile {
  path: string;
  content: string;
}

/** The part of the generator's result the evaluation reads. */
export interface GeneratorOutput {
  declined: boolean;
  files: OutputFile[];
  notCovered: string[];
  /** Words the generator says it did not read (claiming nothing of the files): said, so never a silent drop. */
  notRead?: string[];
}

/** A way to look at a resource: its own type, or the Kubernetes kind it stands for. */
export interface ResourceView {
  type: string;
  body: unknown;
}

export interface Resource {
  file: string;
  name: string;
  /** The first view is the resource's own type. */
  views: ResourceView[];
  /** How many instances it declares (Terraform count/for_each, ARM copy, Bicep for loops). */
  instances: number;
}

export interface ReadResult {
  resources: Resource[];
  parses: boolean;
  errors: string[];
}

export interface SettingResult {
  phrase: string;
  passed: boolean;
  /** What was checked, for the per-request line. */
  check: string;
}

export interface RequestScore {
  id: string;
  file: string;
  platform: PlatformId;
  format: FormatId;
  style: string;
  difficulty: number;
  probes: string[];
  declined: boolean;
  declineExpected: boolean;
  /** Declined although components were asked for. */
  unexpectedDecline: boolean;
  /** Produced code for a request that should have been declined. */
  missedDecline: boolean;
  components: { total: number; found: number; missing: string[] };
  /** Found components / components; null when the request asks for none. */
  recall: number | null;
  settings: { total: number; passed: number; failed: SettingResult[] };
  mustNotAppear: string[];
  /** Resource instances no component or outOfScope part needed (information). */
  extras: { count: number; types: string[] };
  /** Parts neither produced nor named in notCovered. */
  silentDrops: string[];
  /** Components not produced that the answer says it did not cover (honest, but still missing). */
  admittedMissing: string[];
  /** Out-of-scope parts the answer declined by naming them in notCovered (what they are for). */
  declinedOutOfScope: string[];
  parses: boolean | null;
  parseErrors: string[];
  validationErrors: string[];
  notCovered: string[];
}
