/**
 * A follow-up that puts something the user already has in the place of a new one asked before ("don't
 * want a new VPC: put it in the existing vpc-x", "no new resource group, use rg-core which we already
 * have"): the new one goes, and the existing one is referred to. Without it the new one was kept and
 * the existing one folded into it, its name lost.
 */
import { isIdentifier } from '../../model/identifiers';
import { saysExisting } from '../existing-said';
import { type Intent, type Mention } from '../intent';
import { removalOf } from './operations';
import { listed, onlyNames } from './replacements';

// The follow-up turns the new one down, or says the other is taken instead.
const NOT_NEW =
  /\b(?:no|not|don'?t|do not|without|never|instead|rather)\b[^.;:]{0,30}\bnew\b|\binstead\b|\brather than\b|\bre-?use\b/i;

/** Whether the mention is one the user has: said so, or named by an identifier. */
function existing(intent: Intent, m: Mention): boolean {
  return (
    m.attrs.flags.has('existing') ||
    m.names.some((n) => isIdentifier(n)) ||
    saysExisting(intent.phrases[m.phrase], m.text)
  );
}

/** The earlier new things of `m`'s kind that `m`, one the user has said in turn `t`, replaces. */
export function insteadOfNew(
  intent: Intent,
  model: Mention[],
  m: Mention,
  t: number,
  turn: (phrase: number) => number,
): Mention[] {
  if (!existing(intent, m)) return [];
  const earlier = model.filter((x) => x.kind === m.kind && turn(x.phrase) < t && !existing(intent, x));
  if (!earlier.length) return [];
  // "drop the new bucket: write into our existing one instead": the one its removal names goes, and
  // when its own phrase removes something else ("drop the GCS bucket: use our existing one"), no other.
  const removal = listed(removalOf(intent.phrases[m.phrase] ?? '')?.words ?? '');
  if (removal.length) return earlier.filter((x) => removal.some((w) => onlyNames(w.replace(NEW, ' '), x)));
  const said = intent.phrases.filter((_, i) => turn(i) === t).join(' ');
  // Another one of its kind with a name of its own stays, unless the turn turns the new one down.
  return NOT_NEW.test(said) ? earlier : earlier.filter((x) => !x.names.length);
}

// "the new bucket" of a removal is the one asked for before, said as not one the user has.
const NEW = /\bnew\b/gi;

const NETWORKS = new Set(['gcp.compute_network', 'gcp.compute_subnetwork']);

/** The earlier new networks a network said to use in turn `t` ("use our existing vpc core-net") replaces. */
export function existingNetworkSaid(
  intent: Intent,
  model: Mention[],
  t: number,
  turn: (phrase: number) => number,
): Mention[] {
  const said = model.some((m) =>
    m.settings.some((s) => s.family === 'existingNetwork' && s.phrase !== undefined && turn(s.phrase) === t),
  );
  if (!said) return [];
  return model.filter((x) => NETWORKS.has(x.kind) && turn(x.phrase) < t && !existing(intent, x));
}
