import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { armPoolSize, clusterNetwork, vmSize } from '../settings';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.resource(c, 'Microsoft.ContainerService/managedClusters', '2024-02-01', {
      name: `aks-${azName(c)}`,
      location: x.location(),
      sku: { name: 'Base', tier: 'Standard' },
      identity: { type: 'SystemAssigned' },
      properties: {
        kubernetesVersion: c.attrs.version,
        dnsPrefix: azName(c, 40),
        enableRBAC: true,
        disableLocalAccounts: true,
        aadProfile: { managed: true, enableAzureRBAC: true },
        apiServerAccessProfile: { enablePrivateCluster: !c.attrs.flags.has('public') },
        // Pods sign in to Azure with workload identity (federated through the OIDC issuer), not secrets.
        oidcIssuerProfile: { enabled: true },
        securityProfile: { workloadIdentity: { enabled: true } },
        agentPoolProfiles: [
          {
            name: 'system',
            mode: 'System',
            vmSize: vmSize(c, 'Standard_D4s_v5'),
            ...armPoolSize(c, true),
            osDiskSizeGB: c.attrs.storageGb,
            vnetSubnetID: x.ref(x.symbol(c.ref.subnet as Component)),
            availabilityZones: c.attrs.zoneNumbers,
            osType: 'Linux',
          },
        ],
        networkProfile: (({ network_plugin, network_plugin_mode, network_policy }) => ({
          networkPlugin: network_plugin,
          networkPluginMode: network_plugin_mode,
          networkPolicy: network_policy,
        }))(clusterNetwork(c)),
        addonProfiles: {
          azurepolicy: { enabled: true },
          omsagent: {
            enabled: true,
            config: { logAnalyticsWorkspaceResourceID: x.ref(x.symbol(c.ref.workspace as Component)) },
          },
        },
        autoUpgradeProfile: { upgradeChannel: 'patch' },
      },
    });
  },
};
