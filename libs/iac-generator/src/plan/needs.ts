/**
 * A kind's planning record as data: the `needs` rows of its folder's kind.json (decision 038). Each
 * row is one step the planner takes for a component of the kind, in order: make sure there is a
 * component of another kind (`ensure`), add one (`add`), take the first one there is (`first`), or
 * run a named step of the cloud's planning (`use`, kinds/<cloud>/needs-steps.ts). What the row
 * planned is kept as the component's ref when the row names one. A record that is more than such
 * steps is code, in the folder's plan.ts.
 */
import { type Component } from '../model/types';
import { type Planner } from './planner';

/** What a kind plans for one of its components. */
export type Needs = ((c: Component, plan: Planner) => void) & {
  /** Also planned for one the request says exists: it plans only its relations to new ones then. */
  forExisting?: true;
};

/** A named planning step of a cloud: called with the component, the plan and the row's `with`. */
export type Step = (c: Component, plan: Planner, ...args: never[]) => unknown;

/** The values a step takes after the component and the plan. */
type StepArgs<F> = F extends (c: Component, plan: Planner, ...args: infer A) => unknown ? A : never;

// Each kind of row names the others' fields `never`, so a field of another kind of row is refused.
interface Row {
  ensure?: never;
  add?: never;
  use?: never;
  with?: never;
  why?: never;
  label?: never;
  name?: never;
  config?: never;
  first?: never;
  /** The component's ref that keeps what the row planned (`c.ref[ref]`). */
  ref?: string;
  /**
   * The row is skipped when the component already has this ref (given by the request or by another
   * kind's needs); `"ref": "vpc", "unless": "vpc"` keeps a VPC already given.
   */
  unless?: string;
  /** Why the row is so, for a reader of the record (never output). */
  note?: string;
}

/** Kinds whose first component serves, tried in order before the row plans one. */
interface Found extends Omit<Row, 'first'> {
  first?: string[];
}

/** The first component of a kind, added when there is none (`plan.ensure`). */
interface EnsureRow extends Omit<Found, 'ensure' | 'why' | 'label' | 'config'> {
  ensure: string;
  /** Why it is added: said beside it in the answer, as for everything the request did not ask for. */
  why: string;
  /** Its label when added ("main"; "{id}_logs" is the component's id and "_logs"). */
  label?: string;
  config?: Record<string, unknown>;
}

/** A component added every time (`plan.add`). */
interface AddRow extends Omit<Found, 'add' | 'why' | 'label' | 'name' | 'config'> {
  add: string;
  why: string;
  label?: string;
  name?: string;
  config?: Record<string, unknown>;
}

/** Only the first component of one of the kinds, if any: nothing is added. */
interface FirstRow extends Omit<Row, 'first'> {
  ref: string;
  first: string[];
}

/** A named step of the cloud's planning (`use`), with the values it takes after the component and the plan. */
type StepRow<S> = {
  [K in keyof S & string]: Omit<Row, 'use' | 'with'> & { use: K; with?: StepArgs<S[K]> };
}[keyof S & string];

export type NeedsRow<S> = EnsureRow | AddRow | FirstRow | StepRow<S>;

// Rows are shared by every request: what a row gives a component is a copy it may change.
const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/** The function that runs a kind's rows for one component, in order. */
export function needsOf<S extends Record<string, Step>>(rows: readonly NeedsRow<S>[], steps: S): Needs {
  return (c, plan) => {
    for (const row of rows as readonly AnyRow[]) {
      if (row.unless !== undefined && c.ref[row.unless] !== undefined) continue;
      let planned: unknown;
      if (row.use !== undefined) {
        const step = steps[row.use] as unknown as (c: Component, plan: Planner, ...args: unknown[]) => unknown;
        planned = step(c, plan, ...(copy(row.with) ?? []));
      } else {
        for (const kind of row.first ?? []) planned ??= plan.first(kind);
        const label = row.label?.replace(/\{id\}/g, c.id);
        if (row.ensure !== undefined)
          planned ??= plan.ensure(row.ensure, row.why as string, { label, config: copy(row.config) });
        else if (row.add !== undefined)
          planned ??= plan.add(row.add, { implicit: row.why, label, name: row.name, config: copy(row.config) });
      }
      if (row.ref) c.ref[row.ref] = planned as Component | undefined;
    }
  };
}

/** Any row, every field optional: what needsOf reads. */
interface AnyRow {
  ref?: string;
  unless?: string;
  first?: string[];
  ensure?: string;
  add?: string;
  use?: string;
  with?: unknown[];
  why?: string;
  label?: string;
  name?: string;
  config?: Record<string, unknown>;
}
