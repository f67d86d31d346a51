/**
 * Where a stated value goes on a written resource: the one attribute of the resources written for
 * its phrase whose name holds every word naming the setting and whose schema type takes the value
 * ("autoclass on" is `autoclass.enabled = true` on a bucket, "idle timeout 15 min"
 * `idle_timeout_in_minutes = 15` on a public IP, converted to the unit the name says). Several
 * attributes fitting as well, or one whose type refuses the value, place nothing: they are named,
 * so the user knows what to set.
 */
import { type Dialect } from '../../catalogue';
import { type PlacedValue } from '../../plan/planner';
import { writtenObject } from '../../render/placed-values';
import { normalWord, type SaidValue, type StatedSetting, unitOf } from './phrase-value';
import { choiceFor, choiceInWords } from './choices';
import { type Settable, settableAttributes } from './settable';
import { wordsOf } from '../../catalogue/stated';

/** A written resource's body: HCL blocks, or the objects of the other formats. */
type Body = Record<string, unknown>;

export type Placing =
  | { placed: PlacedValue }
  /** Attributes the words name that were not written: their type refuses the value, or several fit. */
  | { named: string[] }
  /** The one attribute the words name, which a writer set to another value: what it holds, and what was asked. */
  | { otherwise: { type: string; path: string; written: string; value: string } };

// Words of attribute names that say how, not what ("enable_x", "x_in_days", "x_per_second").
const FILLER = new Set(['enable', 'enabled', 'is', 'in', 'per', 'the', 'of', 'to', 'config', 'setting', 'policy']);
// Words too general to say which setting alone.
const GENERAL = new Set(['max', 'min', 'mode', 'type', 'name', 'size', 'count', 'time', 'value', 'level', 'set']);
// At most this many attributes are named when several fit.
const MOST_NAMED = 3;

// Shortenings and other words for a word of an attribute's name ("dns" of `domain_name_label`).
const ALSO: Record<string, string[]> = {
  dns: ['domain'],
  keep: ['retain', 'retained', 'retention'],
  ttl: ['time', 'live'],
  autoscale: ['autoscaling'],
  ha: ['high', 'availability'],
};

/** Whether a name's words hold `word`, or one of its other words. */
const holds = (own: readonly string[], word: string) =>
  own.includes(word) || (ALSO[word] ?? []).some((w) => own.includes(w));

interface Fit {
  address: string;
  attribute: Settable;
  /** Words of its name the phrase does not say. */
  extra: number;
  value?: PlacedValue['value'];
  /** Whether the value is one of the attribute's listed texts, named by the setting's own words. */
  chosen?: boolean;
}

/** How `attribute` fits `setting` when its words end with one of the texts it takes ("access tier cool"). */
function chosenFit(attribute: Settable, setting: StatedSetting): { extra: number; choice: string } | undefined {
  if (!attribute.choices || setting.value.kind !== 'bool' || setting.value.said) return undefined;
  const named = choiceInWords(attribute.choices, setting.words, setting.after);
  const fit = named && fitOf(attribute, { ...setting, words: named.rest });
  return fit && named && { extra: fit.extra, choice: named.choice };
}

// Google's APIs spell a duration as text, in seconds with an "s" ("2s", "3600s").
const GOOGLE_DURATION = /^(?:backoff|duration|timeout|period|interval|delay|ttl|age|window)$/;

/** The value `said` gives `attribute`, converted to the unit its name says; none if its type refuses it. */
function valueFor(dialect: Dialect, attribute: Settable, said: SaidValue): PlacedValue['value'] | undefined {
  if (attribute.choices) return choiceFor(attribute.choices, said);
  if (said.kind === 'bool') return attribute.type === 'bool' ? said.value : undefined;
  if (said.kind === 'string') return attribute.type === 'string' ? said.value : undefined;
  if (
    dialect === 'terraform:google' &&
    attribute.type === 'string' &&
    said.unit?.dimension === 'time' &&
    attribute.words.some((w) => GOOGLE_DURATION.test(w))
  )
    return `${said.value * said.unit.scale}s`;
  if (attribute.type !== 'number') return undefined;
  const unit = [...attribute.words].reverse().map(unitOf).find(Boolean);
  if (!said.unit) return said.value;
  // A unit the name does not say, or of another dimension: no number would be right there.
  if (!unit || unit.dimension !== said.unit.dimension) return undefined;
  const converted = (said.value * said.unit.scale) / unit.scale;
  return Number.isInteger(converted) ? converted : undefined;
}

// Names of references to other resources (`recover_database_id`): what they hold is wiring, not a stated value.
const REFERENCE = /^(?:id|ids|arn|arns|uri|url)$/;

/**
 * How `attribute`'s name fits `setting`: undefined when it lacks one of its words, names a reference
 * the words do not, or would take a text the words name only in part (more than one word unsaid).
 */
function fitOf(attribute: Settable, setting: StatedSetting): { extra: number } | undefined {
  const last = attribute.words[attribute.words.length - 1];
  if (REFERENCE.test(last) && !setting.words.includes(last)) return undefined;
  const own = attribute.words.map(normalWord).filter((w) => !FILLER.has(w));
  const asked = setting.words.filter((w) => !FILLER.has(w));
  if (!asked.length || !asked.every((w) => holds(own, w))) return undefined;
  const said = [...asked, ...(setting.before ? [setting.before] : [])];
  // Units say how the value is counted, not which setting it is.
  const extra = own.filter((w) => !unitOf(w) && !said.some((s) => holds([w], s))).length;
  return setting.value.kind === 'string' && extra > 1 ? undefined : { extra };
}

/**
 * Whether `attribute` can be set in `body`: not set already (what a writer wrote stays), and every
 * block on its way written already or needing nothing else.
 */
function open(attribute: Settable, body: Body): boolean {
  let at: Body | undefined = body;
  for (let i = 0; i < attribute.path.length - 1; i++) {
    const name = attribute.path[i];
    // A list is entered only where a writer wrote one item in it: which of several, or a new one, no words say.
    if (attribute.listed?.[i] && !(at && Array.isArray(at[name]) && (at[name] as unknown[]).length === 1)) return false;
    at = at && writtenObject(at, name);
    if (!at && attribute.crowded[i]) return false;
  }
  return !at || at[attribute.path[attribute.path.length - 1]] === undefined;
}

/** The paths of the values a body writes, its blocks' included (`autoclass.enabled`). */
function writtenPaths(body: Body, above: string[] = []): string[][] {
  return Object.entries(body).flatMap(([name, v]) => {
    if (v === undefined) return [];
    const inner = writtenObject(body, name);
    return inner ? writtenPaths(inner, [...above, name]) : [[...above, name]];
  });
}

/**
 * Whether a writer wrote the setting already, under this name or another one for it (a provider's
 * new `rbac_authorization_enabled` beside its deprecated `enable_rbac_authorization`).
 */
const writtenAlready = (body: Body, setting: StatedSetting) =>
  writtenPaths(body).some(
    (path) => fitOf({ path, type: 'string', words: path.flatMap(wordsOf), crowded: [] }, setting) !== undefined,
  );

/** The value a writer wrote at `attribute` in `body`, when it wrote one there (a text, a number, a yes/no). */
function writtenAt(attribute: Settable, body: Body): string | number | boolean | undefined {
  let at: Body | undefined = body;
  for (const name of attribute.path.slice(0, -1)) at = at && writtenObject(at, name);
  const v = at?.[attribute.path[attribute.path.length - 1]];
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : undefined;
}

/**
 * The one attribute the words name that a writer set to another value than they say ("active deadline
 * 10 minutes" beside a default of 3600 written): nothing is placed over what a writer wrote, and the
 * line says what the files hold instead of only that the words were not read.
 */
function writtenOtherwise(
  dialect: Dialect,
  resources: readonly { address: string; type: string; body: Body }[],
  setting: StatedSetting,
): Placing | undefined {
  if (setting.value.kind === 'bool' && !setting.value.said) return undefined;
  const found = resources.flatMap(({ type, body }) =>
    settableAttributes(dialect, type).flatMap((attribute) => {
      const written = writtenAt(attribute, body);
      const fit = written === undefined ? undefined : fitOf(attribute, setting);
      const value = fit && valueFor(dialect, attribute, setting.value);
      return fit && value !== undefined && written !== undefined
        ? [{ type, attribute, extra: fit.extra, written, value }]
        : [];
    }),
  );
  const best = Math.min(...found.map((f) => f.extra));
  const closest = found.filter((f) => f.extra === best);
  if (closest.length !== 1 || String(closest[0].written) === String(closest[0].value)) return undefined;
  const [f] = closest;
  return {
    otherwise: { type: f.type, path: f.attribute.path.join('.'), written: String(f.written), value: String(f.value) },
  };
}

/**
 * The place of `setting` among the attributes of `resources` (address and type, the ones written
 * for its phrase); undefined when no attribute's name holds its words.
 */
export function placeSetting(
  dialect: Dialect,
  resources: readonly { address: string; type: string; body: Body }[],
  setting: StatedSetting,
): Placing | undefined {
  if (!setting.words.some((w) => w.length > 2 && !GENERAL.has(w) && !FILLER.has(w))) return undefined;
  const fits: Fit[] = resources.flatMap(({ address, type, body }) =>
    settableAttributes(dialect, type).flatMap((attribute): Fit[] => {
      if (!open(attribute, body)) return [];
      const chosen = chosenFit(attribute, setting);
      if (chosen) return [{ address, attribute, extra: chosen.extra, value: chosen.choice, chosen: true }];
      const fit = fitOf(attribute, setting);
      return fit ? [{ address, attribute, extra: fit.extra, value: valueFor(dialect, attribute, setting.value) }] : [];
    }),
  );
  // Where a writer wrote the setting, only a value other than the one asked is said.
  if (!fits.length || resources.some((r) => writtenAlready(r.body, setting)))
    return writtenOtherwise(dialect, resources, setting);
  // A feature said with no value is asked on only when its name is said whole ("point-in-time recovery").
  const unsaid = setting.value.kind === 'bool' && !setting.value.said;
  const best = Math.min(...fits.map((f) => f.extra));
  // Of the names that take the value, the closest, if it is no further than one word from the closest of all
  // ("3 dedicated masters" is the count, not the yes/no beside it).
  const taking = fits.filter((f) => f.value !== undefined);
  const nearest = Math.min(...taking.map((f) => f.extra));
  const closest = taking.filter((f) => f.extra === nearest);
  const [only] = closest;
  if (closest.length === 1 && nearest <= best + 1 && (only.chosen || !(unsaid && (only.extra > 0 || setting.negated))))
    return { placed: { address: only.address, path: only.attribute.path, value: only.value! } };
  // A version ("engine 5.0") is no number of any name that refuses it.
  if (unsaid || (setting.value.kind === 'number' && /\./.test(setting.value.text))) return undefined;
  // A yes/no attribute is no place for a number or a text: it is not named for one.
  const near = taking.length ? closest : fits.filter((f) => f.extra === best && f.attribute.type !== 'bool');
  const named = [...new Set(near.map((f) => f.attribute.path.join('.')))];
  return named.length && named.length <= MOST_NAMED ? { named } : undefined;
}
