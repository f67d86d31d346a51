import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armPoolSize, clusterNetwork } from '../settings';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.resource(c, 'Microsoft.ContainerService/managedClusters', '2024-02-01', {
      name: d.name,
      location: x.location(),
      sku: { name: 'Base', tier: 'Standard' },
      identity: { type: 'SystemAssigned' },
      properties: {
        kubernetesVersion: d.version,
        dnsPrefix: d.dnsPrefix,
        enableRBAC: true,
        disableLocalAccounts: true,
        aadProfile: { managed: true, enableAzureRBAC: true },
        apiServerAccessProfile: { enablePrivateCluster: d.private },
        // Pods sign in to Azure with workload identity (federated through the OIDC issuer), not secrets.
        oidcIssuerProfile: { enabled: true },
        securityProfile: { workloadIdentity: { enabled: true } },
        agentPoolProfiles: [
          {
            name: 'system',
            mode: 'System',
            vmSize: d.system.vmSize,
            ...armPoolSize(c, true),
            osDiskSizeGB: d.system.diskGb,
            vnetSubnetID: x.ref(x.symbol(c.ref.subnet as Component)),
            availabilityZones: d.system.zones,
            maxPods: c.attrs.maxPodsPerNode,
            osType: 'Linux',
          },
        ],
        networkProfile: (({ network_plugin, network_plugin_mode, network_policy }) => ({
          networkPlugin: network_plugin,
          networkPluginMode: network_plugin_mode,
          networkPolicy: network_policy,
          serviceCidr: d.services?.cidr,
          dnsServiceIP: d.services?.dns,
        }))(clusterNetwork(c)),
        addonProfiles: {
          azurepolicy: { enabled: true },
          ...(c.ref.workspace && {
            omsagent: {
              enabled: true,
              config: { logAnalyticsWorkspaceResourceID: x.ref(x.symbol(c.ref.workspace as Component)) },
            },
          }),
        },
        autoUpgradeProfile: { upgradeChannel: d.upgradeChannel },
      },
    });
  },
};
