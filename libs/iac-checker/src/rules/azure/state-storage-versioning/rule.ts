import { defineRule, type RuleContext } from '../../model';
import { STATE_NAME } from '../../aws/state-bucket-versioning/rule';
import { at } from '../../view/node';

function check(ctx: RuleContext): void {
  const backendAccounts = ctx.backends('azurerm').map((b) => b.get('storage_account_name')?.value());
  for (const r of ctx.resources('azurerm_storage_account')) {
    const name = r.identity;
    const isState =
      STATE_NAME.test(r.name) ||
      (typeof name === 'string' && (STATE_NAME.test(name) || backendAccounts.includes(name)));
    if (!isState) continue;
    const versioning = at(r.body, 'blob_properties.versioning_enabled');
    if (!versioning) ctx.report(r, at(r.body, 'blob_properties'));
    else if (versioning.value() === false) ctx.report(r, versioning);
  }
}

export const azureStateStorageVersioning = defineRule({
  id: 'IG-AZR-029',
  title: 'Terraform state storage without blob versioning',
  severity: 'HIGH',
  rationale:
    'The state blob is the only record of what Terraform manages; without versioning, a corrupted or deleted state cannot be restored.',
  remediation:
    'Set `blob_properties { versioning_enabled = true }` on the storage account that holds the state (and keep soft delete on).',
  checks: { terraform: check },
  formats: ['terraform-azurerm'],
});
