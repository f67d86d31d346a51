/**
 * Two things asked of one component that cannot hold together (kind.json `conflicts`): a website
 * on a private bucket, email subscribers of a FIFO topic, a private endpoint to a Standard tier
 * namespace. The answer says so, with why and what to ask for instead, rather than writing one of
 * them silently.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Flag } from '../../model/types';
import { type Intent, type Mention } from '../intent';
import { constraintsOf } from './kind-data';

/**
 * Whether the component states `condition`: a flag, an attribute it holds, `name=pattern` on one's
 * value, or `kind:<id>`, a thing of that kind asked for in the same request.
 */
function holds(m: Mention, condition: string, intent: Intent): boolean {
  if (condition.startsWith('kind:')) return intent.mentions.some((x) => x.kind === condition.slice(5));
  const [name, pattern] = condition.split(/=(.*)/s);
  const value = (m.attrs as unknown as Record<string, unknown>)[name];
  if (pattern !== undefined) return value !== undefined && new RegExp(pattern, 'i').test(String(value));
  if (m.attrs.flags.has(name as Flag)) return true;
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false;
}

/** The lines for the components whose stated settings conflict: one per thing (its mentions in one phrase). */
export function conflictLines(intent: Intent): string[] {
  const seen = new Set<string>();
  return intent.mentions.flatMap((m) =>
    (constraintsOf(m.kind)?.conflicts ?? []).flatMap((row, k) => {
      const key = `${m.kind} ${m.phrase} ${k}`;
      if (seen.has(key) || !holds(m, row.when, intent) || !holds(m, row.with, intent)) return [];
      seen.add(key);
      return [
        GeneratorMessages.conflict(saidOf(m, row.with) ?? m.text ?? constraintsOf(m.kind)!.title, row.why, row.instead),
      ];
    }),
  );
}

/**
 * The request's words for what cannot be had (a setting of the component: "across zones 1 and 2",
 * "3 shards"), so the line is about that and not about the component, which is written.
 */
function saidOf(m: Mention, condition: string): string | undefined {
  if (condition.startsWith('kind:')) return undefined;
  const name = condition.split('=')[0];
  return m.settings.find((s) => s.keys.includes(name) || s.keys.includes(`flag:${name}`))?.text;
}
