/** Terraform for hashicorp/azurerm (4.x): versions.tf, main.tf, variables.tf, outputs.tf. */
import { block } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { type WriterTable } from '../writer';
import { type AnyTerraformWriter } from '../terraform/context';
import { providerBlock, writeAll } from '../terraform/write-all';
import { terraformFiles } from '../terraform/files';
import { type RenderOutput } from '../types';

export function renderTerraformAzure(plan: Planner, writers: WriterTable<AnyTerraformWriter>): RenderOutput {
  const x = writeAll(plan, writers);
  const provider = providerBlock('azurerm', {
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
  });
  // Declared here too, for a request whose only resource group already exists (its writer declares it otherwise).
  x.variable('environment', { type: 'string', description: 'Environment name used in tags', default: 'dev' });
  return terraformFiles(x, [provider], { azurerm: { source: 'hashicorp/azurerm', version: '~> 4.14' } });
}
