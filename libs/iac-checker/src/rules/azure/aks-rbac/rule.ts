import { defineRule, type RuleContext } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.ContainerService/managedClusters'], 'properties.enableRBAC', isFalse);

export const azureAksRbac = defineRule({
  id: 'IG-AZR-020',
  title: 'AKS cluster without Kubernetes RBAC',
  severity: 'HIGH',
  rationale:
    'Without RBAC, every authenticated user and service account can do anything in the cluster; RBAC cannot be turned on later without rebuilding it.',
  remediation:
    'Leave `role_based_access_control_enabled = true` (`enableRBAC: true`), ideally with Entra ID integration.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_kubernetes_cluster'], 'role_based_access_control_enabled', isFalse),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
