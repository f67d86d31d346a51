import { defineRule, type RuleContext } from '../../model';
import { flagAll, isTrue } from '../../helpers/settings';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Storage/storageAccounts'], 'properties.allowBlobPublicAccess', isTrue);

export const azureStoragePublicBlobs = defineRule({
  id: 'IG-AZR-004',
  title: 'Storage account lets containers be made public',
  severity: 'HIGH',
  rationale:
    'While the account allows public blob access, one container set to `blob` or `container` access publishes its files to anyone with the address; turning it off at the account level rules that out.',
  remediation:
    'Set `allow_nested_items_to_be_public = false` (`allowBlobPublicAccess: false`); serve public files through a CDN or SAS links instead.',
  checks: {
    // The azurerm provider allows public containers unless told otherwise.
    terraform: (ctx) =>
      flagAll(ctx, ['azurerm_storage_account'], 'allow_nested_items_to_be_public', isTrue, { omitted: true }),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
