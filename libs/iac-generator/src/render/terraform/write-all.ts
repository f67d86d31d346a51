/** What the Terraform renderers of a cloud share: writing every component, and the provider block. */
import { type HclBlock, type HclBody } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { type WriterTable } from '../writer';
import { TfContext, type AnyTerraformWriter } from './context';

/** A context holding every component of the plan, each written by its kind's writer in plan order. */
export function writeAll(plan: Planner, writers: WriterTable<AnyTerraformWriter>): TfContext {
  const x = new TfContext(plan, (kind) => writers.get(kind)?.resourceType);
  for (const c of plan.components) {
    x.current = c;
    writers.get(c.kind)?.write(c, x);
  }
  x.current = undefined;
  return x;
}

/** The `provider "<name>"` block. */
export const providerBlock = (name: string, body: HclBody): HclBlock => ({ type: 'provider', labels: [name], body });
