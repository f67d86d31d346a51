/**
 * The score of one request of the set against what the generator answered: which components were
 * produced, which settings hold, what appeared that must not, what was added beyond the request,
 * which parts were dropped without a word (neither produced nor named in notCovered), and whether
 * declining was right.
 */
import { assign, unitsOf } from './assign';
import { describeSetting, settingPasses } from './checks';
import { namedIn } from './coverage';
import { matchingViews } from './type-pattern';
import {
  type EvalRequest,
  type GeneratorOutput,
  type Part,
  type ReadResult,
  type RequestScore,
  type SettingResult,
} from './types';

export interface ScoreInput {
  request: EvalRequest;
  output: GeneratorOutput;
  /** Resources read from the output's files (empty for a declined request). */
  read: ReadResult;
  /** Error findings of the checked-output validators. */
  validationErrors: string[];
}

export function scoreRequest({ request, output, read, validationErrors }: ScoreInput): RequestScore {
  const produced = !output.declined;
  const units = unitsOf(produced ? read.resources : []);
  const given = assign(request.components, units);
  const taken = new Set(given.filter(Boolean));
  const optional = assign(
    request.outOfScope,
    units.filter((u) => !taken.has(u)),
  );
  for (const u of optional) if (u) taken.add(u);

  const missing = request.components.filter((_, i) => !given[i]);
  const unproducedOptional = request.outOfScope.filter((_, i) => !optional[i]);
  // A whole decline says what it does not cover; a produced answer must name what it leaves out.
  const said = (p: Part) =>
    !produced ||
    namedIn([...output.notCovered, ...(output.notRead ?? [])], p, { cloudWords: request.format === 'terraform' });
  const silentDrops = [...missing, ...unproducedOptional].filter((p) => !said(p)).map((p) => p.phrase);

  const producedParts = new Set(request.outOfScope.filter((_, i) => optional[i]).map((p) => p.id));
  const applicable = request.settings.filter((s) => s.part === undefined || producedParts.has(s.part));
  const results: SettingResult[] = applicable.map((s) => ({
    phrase: s.phrase,
    passed: produced && settingPasses(s, read.resources),
    check: describeSetting(s),
  }));

  const present = produced
    ? [...new Set(read.resources.flatMap((r) => matchingViews(r, request.mustNotAppear).map((v) => v.type)))]
    : [];
  const extraUnits = units.filter((u) => !taken.has(u));

  return {
    id: request.id,
    file: request.file,
    platform: request.platform,
    format: request.format,
    style: request.style,
    difficulty: request.difficulty,
    probes: request.probes,
    declined: output.declined,
    declineExpected: request.declineExpected,
    unexpectedDecline: output.declined && !request.declineExpected && request.components.length > 0,
    missedDecline: produced && request.declineExpected,
    components: {
      total: request.components.length,
      found: request.components.length - missing.length,
      missing: missing.map((p) => p.phrase),
    },
    recall: request.components.length ? (request.components.length - missing.length) / request.components.length : null,
    settings: {
      total: results.length,
      passed: results.filter((r) => r.passed).length,
      failed: results.filter((r) => !r.passed),
    },
    mustNotAppear: present,
    extras: { count: extraUnits.length, types: [...new Set(extraUnits.map((u) => u.resource.views[0].type))] },
    silentDrops,
    admittedMissing: missing.filter(said).map((p) => p.phrase),
    declinedOutOfScope: unproducedOptional.filter(said).map((p) => p.phrase),
    parses: produced ? read.parses : null,
    parseErrors: produced ? read.errors : [],
    validationErrors: produced ? validationErrors : [],
    notCovered: output.notCovered,
  };
}
