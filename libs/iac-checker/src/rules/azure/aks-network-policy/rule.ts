import { defineRule, type RuleContext } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';

const azure = (ctx: RuleContext) =>
  flagAll(
    ctx,
    ['Microsoft.ContainerService/managedClusters'],
    'properties.networkProfile.networkPolicy',
    oneOf('none'),
    {
      omitted: true,
    },
  );

export const azureAksNetworkPolicy = defineRule({
  id: 'IG-AZR-022',
  title: 'AKS cluster without a network policy engine',
  severity: 'MEDIUM',
  rationale:
    'Without a network policy engine, NetworkPolicy objects have no effect: every pod can reach every other pod, so one compromised pod can reach them all.',
  remediation:
    'Set `network_profile { network_policy = "azure" }` (or `calico`, `cilium`) when the cluster is created, then add NetworkPolicies.',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['azurerm_kubernetes_cluster'], 'network_profile.network_policy', oneOf('none'), { omitted: true }),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
