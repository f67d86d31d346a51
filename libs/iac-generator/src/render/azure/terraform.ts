/** Terraform for hashicorp/azurerm (4.x): versions.tf, main.tf, variables.tf, outputs.tf. */
import { block, type HclBlock } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { type WriterTable } from '../writer';
import { TfContext, type AnyTerraformWriter } from '../terraform/context';
import { terraformFiles } from '../terraform/files';
import { type RenderOutput } from '../types';

export function renderTerraformAzure(plan: Planner, writers: WriterTable<AnyTerraformWriter>): RenderOutput {
  const x = new TfContext(plan, (kind) => writers.get(kind)?.resourceType);
  for (const c of plan.components) {
    x.current = c;
    writers.get(c.kind)?.write(c, x);
  }
  x.current = undefined;
  const provider: HclBlock = {
    type: 'provider',
    labels: ['azurerm'],
    body: {
      subscription_id: x.variable('subscription_id', {
        type: 'string',
        description: 'Azure subscription to deploy into',
      }),
      // Data-plane calls (blobs, queues) use Entra ID, since shared keys are disabled on storage accounts.
      storage_use_azuread: true,
      features: block({
        key_vault: block({ purge_soft_delete_on_destroy: false, recover_soft_deleted_key_vaults: true }),
        resource_group: block({ prevent_deletion_if_contains_resources: true }),
      }),
    },
  };
  return terraformFiles(x, [provider], { azurerm: { source: 'hashicorp/azurerm', version: '~> 4.14' } });
}
