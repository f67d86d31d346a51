/**
 * Terraform for hashicorp/aws: versions.tf (pinned providers), main.tf, variables.tf, outputs.tf.
 */
import { block, expr, writeBlocks, type HclBlock } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { AWS_KINDS } from '../../kinds/aws';
import { TfContext } from './context';
import { type RenderOutput } from '../types';
import { terraformFiles } from './files';

export function renderTerraformAws(plan: Planner): RenderOutput {
  const x = new TfContext(plan, (kind) => AWS_KINDS.get(kind)?.tfType);
  for (const c of plan.components) {
    x.current = c;
    AWS_KINDS.get(c.kind)?.tf(c, x);
  }
  x.current = undefined;
  const region = plan.global.regions[0] ?? 'us-east-1';
  const provider: HclBlock = {
    type: 'provider',
    labels: ['aws'],
    body: { region: x.variable('aws_region', { type: 'string', description: 'AWS region to deploy into', default: region }), default_tags: block({ tags: { ManagedBy: 'infragen', Environment: expr('var.environment') } }) },
  };
  x.variable('environment', { type: 'string', description: 'Environment name used in tags', default: 'dev' });
  return terraformFiles(x, [provider], { aws: { source: 'hashicorp/aws', version: '~> 5.80' } });
}

export { writeBlocks };
