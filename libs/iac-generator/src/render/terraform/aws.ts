/**
 * Terraform for hashicorp/aws: versions.tf (pinned providers), main.tf, variables.tf, outputs.tf.
 */
import { block, expr, type HclBlock } from '../../model/hcl';
import { regionOf } from '../../model/regions';
import { type Planner } from '../../plan/planner';
import { type WriterTable } from '../writer';
import { TfContext, type AnyTerraformWriter } from './context';
import { type RenderOutput } from '../types';
import { terraformFiles } from './files';
import { type Component } from '../../model/types';
import { givenName } from '../../model/names';
import { EXISTING, existingLookup } from '../../model/existing';

/** An existing resource: a data source looked up by a variable the user supplies (its stated name as default). */
function referToExisting(c: Component, x: TfContext): void {
  const lookup = EXISTING[c.kind];
  // A stated name is the lookup's default, and so is a stated ID ("vpc-0abc12") for a lookup by ID.
  const named =
    c.name && (/name|bucket/.test(lookup.by) || /^[a-z]+-[0-9a-f]{4,}$/.test(c.name)) ? givenName(c) : undefined;
  x.data(lookup.data, c.id, {
    [lookup.by]: x.variable(`${c.id}_${lookup.by}`, {
      type: 'string',
      description: `${lookup.by.replace(/_/g, ' ')} of the existing ${lookup.what} (not created here)`,
      default: named,
    }),
  });
  x.produced.set(c, [...(x.produced.get(c) ?? []), `data.${lookup.data}.${c.id}`]);
}

export function renderTerraformAws(plan: Planner, writers: WriterTable<AnyTerraformWriter>): RenderOutput {
  // A kind whose every component already exists is addressed through its data source.
  const existing = new Set(plan.components.filter((c) => existingLookup(c)));
  const lookedUp = (kind: string) => {
    const all = plan.all(kind);
    return all.length > 0 && all.every((c) => existing.has(c));
  };
  const x = new TfContext(plan, (kind) =>
    lookedUp(kind) ? `data.${EXISTING[kind].data}` : writers.get(kind)?.resourceType,
  );
  for (const c of plan.components) {
    x.current = c;
    if (existing.has(c) && lookedUp(c.kind)) referToExisting(c, x);
    else writers.get(c.kind)?.write(c, x);
  }
  x.current = undefined;
  const region = regionOf('aws', plan.global.regions) ?? 'us-east-1';
  const provider: HclBlock = {
    type: 'provider',
    labels: ['aws'],
    body: {
      region: x.variable('aws_region', { type: 'string', description: 'AWS region to deploy into', default: region }),
      default_tags: block({ tags: { ManagedBy: 'infragen', Environment: expr('var.environment') } }),
    },
  };
  x.variable('environment', { type: 'string', description: 'Environment name used in tags', default: 'dev' });
  return terraformFiles(x, [provider], { aws: { source: 'hashicorp/aws', version: '~> 5.80' } });
}
