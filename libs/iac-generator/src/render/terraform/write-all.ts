/** What the Terraform renderers of a cloud share: writing every component, and the provider block. */
import { type HclBlock, type HclBody } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { type WriterTable } from '../writer';
import { TfContext, type AnyTerraformWriter } from './context';
import { EXISTING, existingLookup } from '../../model/existing';
import { referToExisting, referringToExisting } from './existing';
import { writePlaced } from './placed-values';

/**
 * A context holding every component of the plan, each written by its kind's writer in plan order;
 * one the request says exists is looked up instead (./existing.ts), whatever else of its kind is new.
 */
export function writeAll(plan: Planner, writers: WriterTable<AnyTerraformWriter>): TfContext {
  // A component that already exists is addressed through its data source, beside new ones of its
  // kind (an existing bucket that triggers a function, a new one holding its source).
  const existing = new Set(plan.components.filter((c) => existingLookup(c)));
  const x = new TfContext(plan, (c) =>
    existing.has(c) ? `data.${EXISTING[c.kind].data}` : writers.get(c.kind)?.resourceType,
  );
  // Existing ones first, so what the writers refer to is known (a data source is written on first use).
  for (const c of plan.components.filter((o) => existing.has(o))) referToExisting(c, x);
  for (const c of plan.components) {
    x.current = c;
    if (!existing.has(c)) writers.get(c.kind)?.write(c, x);
    else writers.get(c.kind)?.referred?.(c, x);
  }
  referringToExisting(
    x,
    plan.components.filter((o) => existing.has(o)),
    (kind) => writers.get(kind)?.resourceType,
  );
  x.current = undefined;
  writePlaced(x.resources, plan.placed);
  return x;
}

/** The `provider "<name>"` block. */
export const providerBlock = (name: string, body: HclBody): HclBlock => ({ type: 'provider', labels: [name], body });
