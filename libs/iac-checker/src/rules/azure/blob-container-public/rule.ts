import { defineRule, type RuleContext } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';

const azure = (ctx: RuleContext) =>
  flagAll(
    ctx,
    ['Microsoft.Storage/storageAccounts/blobServices/containers'],
    'properties.publicAccess',
    oneOf('Blob', 'Container'),
  );

export const azureBlobContainerPublic = defineRule({
  id: 'IG-AZR-005',
  title: 'Blob container readable by anyone',
  severity: 'CRITICAL',
  rationale:
    'A container with `blob` or `container` access serves its files (and with `container`, the list of them) to anyone on the internet, without any credential.',
  remediation:
    'Set `container_access_type = "private"` (`publicAccess: \'None\'`) and hand out time-limited SAS links or serve through a CDN with private origin access.',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['azurerm_storage_container'], 'container_access_type', oneOf('blob', 'container')),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
