import { type KindPlanner } from '../plan/planner';
import { needsOf, type Needs, type NeedsRow, type Step } from '../plan/needs';

/**
 * One component kind of a cloud, as planned for every output target of that cloud. How each target
 * writes it sits in the cloud's writer table for that target, keyed by the same kind id.
 */
export interface Kind extends KindPlanner {
  /** The kind in plain words, as a reader of the kind tables would call it. */
  title: string;
}

/** The fields of a kind folder's kind.json (decision 038), each of which a note may explain. */
type KindField = 'kind' | 'title' | 'label' | 'concepts' | 'settings' | 'always' | 'existing' | 'needs';

/**
 * The planning half of a kind folder's kind.json, as scripts/kinds-registry.mjs writes it into the
 * cloud's kinds.generated.ts (the vocabulary half goes to vocabulary/kinds.generated.ts): the kind's
 * id, label and title, and its planning record as rows, or as the function of its plan.ts.
 */
export interface KindRecord<S> {
  kind: string;
  label: string;
  title: string;
  needs?: readonly NeedsRow<S>[] | Needs;
  /** Why a field is so, for a reader of the data (the JSON has no comments). */
  notes?: Partial<Record<KindField, string>>;
}

/** The kind a folder's record plans, its rows run with the cloud's named steps. */
export function kindOf<S extends Record<string, Step>>(record: KindRecord<S>, steps: S): Kind {
  const { kind, label, title, needs } = record;
  if (!needs) return { kind, label, title };
  return { kind, label, title, needs: typeof needs === 'function' ? needs : needsOf(needs, steps) };
}
