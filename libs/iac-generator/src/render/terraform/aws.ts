/**
 * Terraform for hashicorp/aws: versions.tf (pinned providers), main.tf, variables.tf, outputs.tf.
 */
import { block, expr, type HclBlock } from '../../model/hcl';
import { regionOf } from '../../model/regions';
import { regionOfGiven } from '../../model/aws-given-region';
import { type Planner } from '../../plan/planner';
import { type WriterTable } from '../writer';
import { type AnyTerraformWriter } from './context';
import { writeAll } from './write-all';
import { type RenderOutput } from '../types';
import { terraformFiles } from './files';

export function renderTerraformAws(plan: Planner, writers: WriterTable<AnyTerraformWriter>): RenderOutput {
  const x = writeAll(plan, writers);
  // Unstated, the region is the one the request's own ARNs name (the function a new queue feeds).
  const region = regionOf('aws', plan.global.regions) ?? regionOfGiven(plan.components) ?? 'us-east-1';
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
