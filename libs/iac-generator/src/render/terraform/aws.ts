/**
 * Terraform for hashicorp/aws: versions.tf (pinned providers), main.tf, variables.tf, outputs.tf.
 */
import { block, expr, type HclBlock } from '../../model/hcl';
import { regionOf } from '../../model/regions';
import { type Planner } from '../../plan/planner';
import { type WriterTable } from '../writer';
import { type AnyTerraformWriter } from './context';
import { writeAll } from './write-all';
import { type RenderOutput } from '../types';
import { terraformFiles } from './files';

export function renderTerraformAws(plan: Planner, writers: WriterTable<AnyTerraformWriter>): RenderOutput {
  const x = writeAll(plan, writers);
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
