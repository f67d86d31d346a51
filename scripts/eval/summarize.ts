/**
 * Figures over a group of scored requests (one format, one platform, one probe class, or all).
 *
 * - recall: mean over requests that ask for components of found / asked; full: share of those with
 *   every component found;
 * - settings: checks that hold / checks that apply;
 * - mustNotAppear: requests where a forbidden type appeared; extras: resource instances nothing asked for;
 * - silent drops: parts neither produced nor named in notCovered (the figure to drive to zero);
 * - said not covered: missing components the answer names in notCovered (honest, still missing),
 *   and out-of-scope parts it declined that way (what they are for);
 * - declines: right (expected), unexpected (components were asked for), missed (code instead of a decline);
 * - parses and validates: shares of the produced outputs.
 */
import { type RequestScore } from './types';

export interface Summary {
  requests: number;
  produced: number;
  meanRecall: number | null;
  fullRate: number | null;
  components: { total: number; found: number };
  settings: { total: number; passed: number; rate: number | null };
  mustNotAppearRequests: number;
  mustNotAppearTypes: number;
  extraResources: number;
  silentDrops: number;
  silentDropRequests: number;
  admittedMissing: number;
  declinedOutOfScope: number;
  declines: { expected: number; right: number; unexpected: number; missed: number };
  parsesRate: number | null;
  validatesRate: number | null;
  validationErrors: number;
}

const rate = (n: number, d: number) => (d ? n / d : null);
const sum = (scores: readonly RequestScore[], f: (s: RequestScore) => number) => scores.reduce((t, s) => t + f(s), 0);

export function summarize(scores: readonly RequestScore[]): Summary {
  const produced = scores.filter((s) => !s.declined);
  const asked = scores.filter((s) => s.recall !== null);
  const settingsTotal = sum(scores, (s) => s.settings.total);
  const settingsPassed = sum(scores, (s) => s.settings.passed);
  return {
    requests: scores.length,
    produced: produced.length,
    meanRecall: rate(
      sum(asked, (s) => s.recall ?? 0),
      asked.length,
    ),
    fullRate: rate(asked.filter((s) => s.recall === 1).length, asked.length),
    components: { total: sum(scores, (s) => s.components.total), found: sum(scores, (s) => s.components.found) },
    settings: { total: settingsTotal, passed: settingsPassed, rate: rate(settingsPassed, settingsTotal) },
    mustNotAppearRequests: scores.filter((s) => s.mustNotAppear.length).length,
    mustNotAppearTypes: sum(scores, (s) => s.mustNotAppear.length),
    extraResources: sum(scores, (s) => s.extras.count),
    silentDrops: sum(scores, (s) => s.silentDrops.length),
    silentDropRequests: scores.filter((s) => s.silentDrops.length).length,
    admittedMissing: sum(scores, (s) => s.admittedMissing.length),
    declinedOutOfScope: sum(scores, (s) => s.declinedOutOfScope.length),
    declines: {
      expected: scores.filter((s) => s.declineExpected).length,
      right: scores.filter((s) => s.declineExpected && s.declined).length,
      unexpected: scores.filter((s) => s.unexpectedDecline).length,
      missed: scores.filter((s) => s.missedDecline).length,
    },
    parsesRate: rate(produced.filter((s) => s.parses).length, produced.length),
    validatesRate: rate(produced.filter((s) => s.validationErrors.length === 0).length, produced.length),
    validationErrors: sum(scores, (s) => s.validationErrors.length),
  };
}

/** Summaries of the groups a key puts requests in (a request may be in several), in first-seen order. */
export function summarizeBy(
  scores: readonly RequestScore[],
  keys: (s: RequestScore) => string[],
): Record<string, Summary> {
  const groups = new Map<string, RequestScore[]>();
  for (const s of scores)
    for (const k of keys(s)) {
      if (!groups.has(k)) groups.set(k, []);
      groups.get(k)!.push(s);
    }
  return Object.fromEntries([...groups].map(([k, g]) => [k, summarize(g)]));
}
