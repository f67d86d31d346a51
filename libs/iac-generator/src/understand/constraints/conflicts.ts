/**
 * Two things asked of one component that cannot hold together (kind.json `conflicts`): a website
 * on a private bucket, email subscribers of a FIFO topic, a private endpoint to a Standard tier
 * namespace. The answer says so, with why and what to ask for instead, rather than writing one of
 * them silently.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Flag, type Setting } from '../../model/types';
import { type Intent, type Mention } from '../intent';
import { constraintsOf } from './kind-data';
import { FLAG_PATTERNS } from '../attributes';

/**
 * Whether the component states `condition` (`!condition`: does not): a flag, an attribute it holds, `name=pattern` on one's
 * value, `name>number` or `name<number` on a number it holds (a size above what a tier allows; `count`, how
 * many were asked; `name<other+number`, below another number it holds and a margin), or
 * `kind:<id>`, a thing of that kind asked for in the same request, or `off:<flag>`, a yes/no
 * property the request turns off ("versioning off"), which is not the same as one not said.
 */
export function holds(m: Mention, condition: string, intent: Intent): boolean {
  // `a&b`: every part holds ("kind:gcp.compute_forwarding_rule&!kind:gcp.cloud_run_v2_service").
  if (condition.includes('&')) return condition.split('&').every((part) => holds(m, part, intent));
  if (condition.startsWith('!')) return !holds(m, condition.slice(1), intent);
  if (condition.startsWith('off:')) return !!m.attrs.off?.includes(condition.slice(4) as Flag);
  if (condition.startsWith('kind:')) {
    // `kind:<id>+<flag>`: a thing of that kind that states the flag ("an SQS FIFO queue").
    const [kind, flag] = condition.slice(5).split('+');
    return intent.mentions.some((x) => x.kind === kind && (!flag || x.attrs.flags.has(flag as Flag)));
  }
  // `name<other+number`: against another number it holds ("deleted before 90 days in cold storage").
  const compared = /^(\w+)([<>])(?:([A-Za-z]\w*)\+)?(\d+(?:\.\d+)?)$/.exec(condition);
  if (compared) {
    const attrs = m.attrs as unknown as Record<string, unknown>;
    // `count` is how many of the thing were asked ("three VMs"), kept on the mention itself.
    const value = compared[1] === 'count' ? m.count : attrs[compared[1]];
    const base = compared[3] === undefined ? 0 : attrs[compared[3]];
    if (typeof value !== 'number' || typeof base !== 'number') return false;
    const bound = base + Number(compared[4]);
    return compared[2] === '>' ? value > bound : value < bound;
  }
  const [name, pattern] = condition.split(/=(.*)/s);
  const value = (m.attrs as unknown as Record<string, unknown>)[name];
  // A structured value (the things said inside it) is matched as its JSON: `children="word":"topics?"`.
  if (pattern !== undefined)
    return (
      value !== undefined &&
      new RegExp(pattern, 'i').test(typeof value === 'object' ? JSON.stringify(value) : String(value))
    );
  if (m.attrs.flags.has(name as Flag)) return true;
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false;
}

/**
 * The lines for the components whose stated settings conflict: one per thing (its mentions in one
 * phrase); and the settings those lines are about, which the answer then reports by the line alone,
 * never as understood and written as stated.
 */
export function conflictLines(intent: Intent): { lines: string[]; settled: Set<Setting> } {
  const seen = new Set<string>();
  const settled = new Set<Setting>();
  const lines = intent.mentions.flatMap((m) =>
    (constraintsOf(m.kind)?.conflicts ?? []).flatMap((row, k) => {
      const key = `${m.kind} ${m.phrase} ${k}`;
      if (seen.has(key) || !holds(m, row.when, intent) || !holds(m, row.with, intent)) return [];
      seen.add(key);
      // With `set`, what was asked with it is written (the topic) and what it replaces is not.
      const setting = settingOf(m, row.with);
      if (setting && !row.set) settled.add(setting);
      // The nearest the kind can have is written instead (a Standard namespace for a topic), and the
      // settings stated for what it replaces are reported by this line, not as written.
      const replaced = Object.keys(row.set ?? {});
      const attrs = m.attrs as unknown as Record<string, unknown>;
      for (const [attr, value] of Object.entries(row.set ?? {}))
        // `flag:<name>` turns a yes/no property on or off (an Autopilot cluster written as a Standard one).
        if (attr.startsWith('flag:')) {
          if (value) m.attrs.flags.add(attr.slice(5) as Flag);
          else m.attrs.flags.delete(attr.slice(5) as Flag);
        } else attrs[attr] = value ?? undefined;
      const stated = m.settings.filter((s) => s.keys.some((k) => replaced.includes(k)));
      for (const s of stated) settled.add(s);
      return [
        GeneratorMessages.conflict(
          (row.set ? stated[0]?.text : undefined) ??
            setting?.text ??
            flagWords(intent, m, row.with) ??
            m.text ??
            constraintsOf(m.kind)!.title,
          row.why,
          row.instead,
        ),
      ];
    }),
  );
  return { lines, settled };
}

/** The words of the component's phrases that say a yes/no property ("versioning"), when no setting holds them. */
function flagWords(intent: Intent, m: Mention, condition: string): string | undefined {
  const pattern = FLAG_PATTERNS.find(([flag]) => flag === condition)?.[1];
  if (!pattern) return undefined;
  for (const phrase of intent.phrases.slice(m.phrase)) {
    const said = new RegExp(pattern.source, 'i').exec(phrase);
    if (said) return said[0];
  }
  return undefined;
}

/**
 * The request's words for what cannot be had (a setting of the component: "across zones 1 and 2",
 * "3 shards"), so the line is about that and not about the component, which is written.
 */
function settingOf(m: Mention, condition: string): Setting | undefined {
  if (condition.startsWith('kind:') || condition.startsWith('!')) return undefined;
  // What turned the property off is the setting that records it ("versioning off").
  if (condition.startsWith('off:'))
    return m.settings.find((s) => s.keys.includes('off') && s.keys.includes(`flag:${condition.slice(4)}`));
  const name = condition.split(/[=<>]/)[0];
  return m.settings.find((s) => s.keys.includes(name) || s.keys.includes(`flag:${name}`));
}
