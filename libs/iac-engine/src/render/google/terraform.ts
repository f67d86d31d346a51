/** Terraform for hashicorp/google (6.x): versions.tf, main.tf, variables.tf, outputs.tf. */
import { type HclBlock } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { GCP_KINDS } from '../../kinds/gcp';
import { TfContext } from '../terraform/context';
import { terraformFiles } from '../terraform/files';
import { type RenderOutput } from '../types';

export function renderTerraformGoogle(plan: Planner): RenderOutput {
  const x = new TfContext(plan, (kind) => GCP_KINDS.get(kind)?.tfType);
  for (const c of plan.components) {
    x.current = c;
    GCP_KINDS.get(c.kind)?.tf(c, x);
  }
  x.current = undefined;
  const provider: HclBlock = {
    type: 'provider',
    labels: ['google'],
    body: {
      project: x.variable('project_id', { type: 'string', description: 'Google Cloud project to deploy into' }),
      region: x.variable('region', { type: 'string', description: 'Google Cloud region', default: 'europe-west1' }),
    },
  };
  x.variable('environment', { type: 'string', description: 'Environment name used in labels', default: 'dev' });
  return terraformFiles(x, [provider], { google: { source: 'hashicorp/google', version: '~> 6.14' } });
}
