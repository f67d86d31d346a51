/**
 * Virtual machines, scale sets, AKS, registries, App Service, Functions, Container Apps and disks as ARM resources
 * (Bicep is printed from the same).
 */
import { type Component } from '../../../model/types';
import { azName } from '../common';
import {
  armPoolSize,
  clusterNetwork,
  containerAppSize,
  namedTier,
  planSku,
  premiumRegistry,
  vmSize,
} from '../settings';
import { machineImage } from '../images';
import { azureStack, runtimeImage } from '../../../model/runtimes';
import { type ArmContext, type ArmWriter } from '../../../render/azure/arm-context';

/** VNet integration: the delegated subnet a web or function app sends all its outbound traffic through. */
const integration = (c: Component, x: ArmContext) => {
  const s = c.ref.integration as Component | undefined;
  return s ? { virtualNetworkSubnetId: x.ref(x.symbol(s)), vnetRouteAllEnabled: true } : {};
};

/** A function app's stack: .NET functions run in the isolated worker, which Linux names DOTNET-ISOLATED. */
const functionFx = (c: Component) => {
  const stack = azureStack(c.attrs, 'python');
  return stack.worker === 'dotnet-isolated' ? `DOTNET-ISOLATED|${stack.version}` : stack.fx;
};

/** How the admin signs in: an SSH key on Linux (passwords off), a password supplied at deployment on Windows. */
function osProfile(x: ArmContext, windows: boolean): Record<string, unknown> {
  if (windows)
    return {
      adminUsername: 'azureadmin',
      adminPassword: x.param('adminPassword', {
        type: 'securestring',
        description: 'Password of the Windows admin user',
      }),
      windowsConfiguration: { enableAutomaticUpdates: true, provisionVMAgent: true },
    };
  return {
    adminUsername: 'azureuser',
    linuxConfiguration: {
      disablePasswordAuthentication: true,
      ssh: {
        publicKeys: [
          {
            path: '/home/azureuser/.ssh/authorized_keys',
            keyData: x.param('adminSshPublicKey', {
              type: 'string',
              description: 'SSH public key of the admin user (password login is disabled)',
            }),
          },
        ],
      },
    },
  };
}

const osDisk = (c: Component) => ({
  createOption: 'FromImage',
  diskSizeGB: c.attrs.storageGb,
  managedDisk: { storageAccountType: 'Premium_LRS' },
});

function machine(c: Component, x: ArmContext, windows: boolean): void {
  const nic = x.add({
    symbol: x.symbol(c, 'nic'),
    type: 'Microsoft.Network/networkInterfaces',
    apiVersion: '2023-09-01',
    name: `nic-${azName(c)}`,
    body: {
      location: x.location(),
      properties: {
        ipConfigurations: [
          {
            name: 'internal',
            properties: {
              subnet: { id: x.ref(x.symbol(c.ref.subnet as Component)) },
              privateIPAllocationMethod: 'Dynamic',
            },
          },
        ],
      },
    },
  });
  const spot = c.attrs.flags.has('spot');
  x.add({
    symbol: x.symbol(c),
    type: 'Microsoft.Compute/virtualMachines',
    apiVersion: '2023-09-01',
    name: `vm-${azName(c, 50)}`,
    body: {
      location: x.location(),
      zones: c.attrs.zoneNumbers?.slice(0, 1),
      identity: { type: 'SystemAssigned' },
      tags: x.tags(c),
      properties: {
        hardwareProfile: { vmSize: vmSize(c, windows ? 'Standard_D2s_v5' : 'Standard_B2s') },
        securityProfile: { encryptionAtHost: true },
        priority: spot ? 'Spot' : undefined,
        evictionPolicy: spot ? 'Deallocate' : undefined,
        billingProfile: spot ? { maxPrice: -1 } : undefined,
        osProfile: { computerName: azName(c, 15), ...osProfile(x, windows) },
        storageProfile: { imageReference: machineImage(c), osDisk: osDisk(c) },
        networkProfile: { networkInterfaces: [{ id: x.ref(nic) }] },
      },
    },
  });
}

function scaleSet(c: Component, x: ArmContext, windows: boolean): void {
  x.add({
    symbol: x.symbol(c),
    type: 'Microsoft.Compute/virtualMachineScaleSets',
    apiVersion: '2023-09-01',
    name: `vmss-${azName(c, 50)}`,
    body: {
      location: x.location(),
      zones: c.attrs.zoneNumbers,
      sku: {
        name: vmSize(c, windows ? 'Standard_D2s_v5' : 'Standard_B2s'),
        capacity: c.attrs.desired ?? c.attrs.min ?? 2,
      },
      identity: { type: 'SystemAssigned' },
      properties: {
        upgradePolicy: { mode: 'Manual' },
        virtualMachineProfile: {
          securityProfile: { encryptionAtHost: true },
          osProfile: { computerNamePrefix: azName(c, 9), ...osProfile(x, windows) },
          priority: c.attrs.flags.has('spot') ? 'Spot' : undefined,
          evictionPolicy: c.attrs.flags.has('spot') ? 'Delete' : undefined,
          storageProfile: { imageReference: machineImage(c), osDisk: osDisk(c) },
          networkProfile: {
            networkInterfaceConfigurations: [
              {
                name: 'nic',
                properties: {
                  primary: true,
                  ipConfigurations: [
                    { name: 'internal', properties: { subnet: { id: x.ref(x.symbol(c.ref.subnet as Component)) } } },
                  ],
                },
              },
            ],
          },
        },
      },
    },
  });
}

export const COMPUTE_ARM: Record<string, ArmWriter> = {
  'azure.linux_virtual_machine': { write: (c, x) => machine(c, x, false) },
  'azure.windows_virtual_machine': { write: (c, x) => machine(c, x, true) },
  'azure.linux_virtual_machine_scale_set': { write: (c, x) => scaleSet(c, x, false) },
  'azure.windows_virtual_machine_scale_set': { write: (c, x) => scaleSet(c, x, true) },
  'azure.managed_disk': {
    write: (c, x) =>
      void x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Compute/disks',
        apiVersion: '2023-04-02',
        name: `disk-${azName(c)}`,
        body: {
          location: x.location(),
          sku: { name: 'Premium_LRS' },
          properties: {
            creationData: { createOption: 'Empty' },
            diskSizeGB: c.attrs.storageGb ?? 64,
            networkAccessPolicy: 'DenyAll',
            publicNetworkAccess: 'Disabled',
          },
        },
      }),
  },
  'azure.kubernetes_cluster': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.ContainerService/managedClusters',
        apiVersion: '2024-02-01',
        name: `aks-${azName(c)}`,
        body: {
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
        },
      });
    },
  },
  'azure.kubernetes_cluster_node_pool': {
    write: (c, x) => {
      const cluster = c.ref.cluster as Component;
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.ContainerService/managedClusters/agentPools',
        apiVersion: '2024-02-01',
        name: `aks-${azName(cluster)}/${azName(c, 12).replace(/-/g, '').slice(0, 12) || 'user'}`,
        body: {
          properties: {
            mode: 'User',
            vmSize: vmSize(c, 'Standard_D4s_v5'),
            ...armPoolSize(c),
            osDiskSizeGB: c.attrs.storageGb,
            osType: 'Linux',
            scaleSetPriority: c.attrs.flags.has('spot') ? 'Spot' : undefined,
            scaleSetEvictionPolicy: c.attrs.flags.has('spot') ? 'Delete' : undefined,
            spotMaxPrice: c.attrs.flags.has('spot') ? -1 : undefined,
            nodeTaints: c.attrs.flags.has('spot')
              ? ['kubernetes.azure.com/scalesetpriority=spot:NoSchedule']
              : undefined,
            vnetSubnetID: x.ref(x.symbol(cluster.ref.subnet as Component)),
            availabilityZones: c.attrs.zoneNumbers,
          },
        },
        dependsOn: [x.symbol(cluster)],
      });
    },
  },
  'azure.container_registry': {
    write: (c, x) => {
      const registry = x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.ContainerRegistry/registries',
        apiVersion: '2023-07-01',
        name: x.unique(azName(c, 30).replace(/-/g, '')),
        body: {
          location: x.location(),
          sku: { name: namedTier(c, ['Basic', 'Standard', 'Premium'], 'Premium') },
          // Closing public access and zone redundancy are Premium features.
          properties: premiumRegistry(c)
            ? {
                adminUserEnabled: false,
                publicNetworkAccess: c.attrs.flags.has('public') ? 'Enabled' : 'Disabled',
                zoneRedundancy: 'Enabled',
              }
            : { adminUserEnabled: false },
        },
      });
      // Copies in other regions are a Premium feature: one replication child per region.
      if (premiumRegistry(c))
        for (const region of c.attrs.replicaRegions ?? [])
          x.add({
            symbol: x.symbol(c, region),
            type: 'Microsoft.ContainerRegistry/registries/replications',
            apiVersion: '2023-07-01',
            name: x.child(x.nameOf(registry, registry), region),
            body: { location: region, properties: { zoneRedundancy: 'Enabled' } },
            dependsOn: [registry],
          });
    },
  },
  'azure.service_plan': {
    write: (c, x) =>
      void x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Web/serverfarms',
        apiVersion: '2022-09-01',
        name: `asp-${azName(c)}`,
        body: {
          location: x.location(),
          kind: 'linux',
          sku: { name: planSku(c), capacity: c.attrs.desired },
          properties: { reserved: true },
        },
      }),
  },
  'azure.linux_web_app': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Web/sites',
        apiVersion: '2022-09-01',
        name: x.unique(`app-${azName(c, 40)}`, '-'),
        body: {
          location: x.location(),
          kind: 'app,linux',
          identity: { type: 'SystemAssigned' },
          properties: {
            serverFarmId: x.ref(x.symbol(c.ref.plan as Component)),
            httpsOnly: true,
            ...integration(c, x),
            siteConfig: {
              linuxFxVersion: azureStack(c.attrs, 'node').fx,
              minTlsVersion: '1.2',
              ftpsState: 'Disabled',
              http20Enabled: true,
              alwaysOn: true,
            },
          },
        },
      });
    },
  },
  'azure.linux_function_app': {
    write: (c, x) => {
      const sa = c.ref.storage as Component;
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Web/sites',
        apiVersion: '2022-09-01',
        name: x.unique(`func-${azName(c, 40)}`, '-'),
        body: {
          location: x.location(),
          kind: 'functionapp,linux',
          identity: { type: 'SystemAssigned' },
          properties: {
            serverFarmId: x.ref(x.symbol(c.ref.plan as Component)),
            httpsOnly: true,
            ...integration(c, x),
            siteConfig: {
              linuxFxVersion: functionFx(c),
              minTlsVersion: '1.2',
              ftpsState: 'Disabled',
              appSettings: [
                { name: 'AzureWebJobsStorage__accountName', value: x.ref(x.symbol(sa), 'name') },
                { name: 'FUNCTIONS_EXTENSION_VERSION', value: '~4' },
                { name: 'FUNCTIONS_WORKER_RUNTIME', value: azureStack(c.attrs, 'python').worker },
              ],
            },
          },
        },
      });
    },
  },
  'azure.container_app_environment': {
    write: (c, x) =>
      void x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.App/managedEnvironments',
        apiVersion: '2024-03-01',
        name: `cae-${azName(c)}`,
        body: { location: x.location(), properties: {} },
      }),
  },
  'azure.container_app': {
    write: (c, x) =>
      void x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.App/containerApps',
        apiVersion: '2024-03-01',
        name: azName(c, 32),
        body: {
          location: x.location(),
          identity: { type: 'SystemAssigned' },
          properties: {
            managedEnvironmentId: x.ref(x.symbol(c.ref.env as Component)),
            configuration: {
              ingress: {
                external: c.attrs.flags.has('public'),
                targetPort: c.attrs.ports[0] ?? 80,
                allowInsecure: false,
              },
            },
            template: {
              containers: [
                {
                  name: 'app',
                  image: c.attrs.image ?? runtimeImage(c.attrs) ?? 'mcr.microsoft.com/k8se/quickstart:latest',
                  resources: containerAppSize(c),
                },
              ],
              scale: {
                minReplicas: c.attrs.min ?? c.attrs.desired ?? 1,
                maxReplicas: Math.max(c.attrs.min ?? c.attrs.desired ?? 1, c.attrs.max ?? 5),
              },
            },
          },
        },
      }),
  },
};
