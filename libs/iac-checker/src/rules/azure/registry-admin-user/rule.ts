import { defineRule, type RuleContext } from '../../model';
import { flagAll, isTrue } from '../../helpers/settings';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.ContainerRegistry/registries'], 'properties.adminUserEnabled', isTrue);

export const azureRegistryAdminUser = defineRule({
  id: 'IG-AZR-024',
  title: 'Container registry admin account turned on',
  severity: 'MEDIUM',
  rationale:
    'The admin account is one shared username and password with push and pull rights to every repository, not tied to any person and rarely rotated.',
  remediation:
    'Set `admin_enabled = false` (`adminUserEnabled: false`) and grant `AcrPull`/`AcrPush` to managed identities or service principals.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_container_registry'], 'admin_enabled', isTrue),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
