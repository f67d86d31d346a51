/** Terraform for hashicorp/google (6.x): versions.tf, main.tf, variables.tf, outputs.tf. */
import { regionOf } from '../../model/regions';
import { type Planner } from '../../plan/planner';
import { type WriterTable } from '../writer';
import { type AnyTerraformWriter } from '../terraform/context';
import { providerBlock, writeAll } from '../terraform/write-all';
import { terraformFiles } from '../terraform/files';
import { type RenderOutput } from '../types';

export function renderTerraformGoogle(plan: Planner, writers: WriterTable<AnyTerraformWriter>): RenderOutput {
  const x = writeAll(plan, writers);
  const provider = providerBlock('google', {
    // The project the request names is its default (the writers' own project variable is this one).
    project: x.variable('project_id', {
      type: 'string',
      description: 'Google Cloud project to deploy into',
      default: plan.global.project,
    }),
    region: x.variable('region', {
      type: 'string',
      description: 'Google Cloud region',
      default: regionOf('gcp', plan.global.regions) ?? 'europe-west1',
    }),
  });
  x.variable('environment', { type: 'string', description: 'Environment name used in labels', default: 'dev' });
  return terraformFiles(x, [provider], { google: { source: 'hashicorp/google', version: '~> 6.14' } });
}
