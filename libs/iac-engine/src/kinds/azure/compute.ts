/** Virtual machines, scale sets, AKS, registries, App Service, Functions, Container Apps, disks. */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type AzureKind } from './types';
import { azName, globalName, inGroup, placed, subnetFor, tags, workspaceFor } from './common';

const image = { publisher: 'Canonical', offer: 'ubuntu-24_04-lts', sku: 'server', version: 'latest' };
const sshKey = (x: import('../../render/terraform/context').TfContext) => x.variable('admin_ssh_public_key', { type: 'string', description: 'SSH public key of the admin user (password login is disabled)' });

function planFor(c: Component, plan: import('../../plan/planner').Planner): void {
  inGroup(c, plan);
  c.ref.plan = plan.ensure('azure.service_plan', 'web and function apps run on an App Service plan', { label: 'main' });
}

export const COMPUTE_KINDS: AzureKind[] = [
  {
    kind: 'azure.linux_virtual_machine',
    label: 'main',
    title: 'Linux virtual machine',
    tfType: 'azurerm_linux_virtual_machine',
    needs: (c, plan) => void subnetFor(c, plan),
    tf: (c, x) => {
      const nic = x.resource('azurerm_network_interface', c.id, { name: `nic-${azName(c)}`, ...placed(c, x), ip_configuration: block({ name: 'internal', subnet_id: x.ref(c.ref.subnet as Component), private_ip_address_allocation: 'Dynamic' }) });
      x.primary(c, {
        name: `vm-${azName(c, 50)}`,
        ...placed(c, x),
        size: c.attrs.size ?? 'Standard_B2s',
        admin_username: 'azureuser',
        disable_password_authentication: true,
        network_interface_ids: [expr(`${nic}.id`)],
        encryption_at_host_enabled: true,
        admin_ssh_key: block({ username: 'azureuser', public_key: sshKey(x) }),
        os_disk: block({ caching: 'ReadWrite', storage_account_type: 'Premium_LRS' }),
        source_image_reference: block(image),
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      }, 'SSH keys only, no public IP, encryption at host, a managed identity instead of stored credentials.');
    },
    arm: (c, x) => {
      const nic = x.add({ symbol: x.symbol(c, 'nic'), type: 'Microsoft.Network/networkInterfaces', apiVersion: '2023-09-01', name: `nic-${azName(c)}`, body: { location: x.location(), properties: { ipConfigurations: [{ name: 'internal', properties: { subnet: { id: x.ref(x.symbol(c.ref.subnet as Component)) }, privateIPAllocationMethod: 'Dynamic' } }] } } });
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Compute/virtualMachines',
        apiVersion: '2023-09-01',
        name: `vm-${azName(c, 50)}`,
        body: {
          location: x.location(),
          identity: { type: 'SystemAssigned' },
          tags: x.tags(c),
          properties: {
            hardwareProfile: { vmSize: c.attrs.size ?? 'Standard_B2s' },
            securityProfile: { encryptionAtHost: true },
            osProfile: { computerName: azName(c, 15), adminUsername: 'azureuser', linuxConfiguration: { disablePasswordAuthentication: true, ssh: { publicKeys: [{ path: '/home/azureuser/.ssh/authorized_keys', keyData: x.param('adminSshPublicKey', { type: 'string', description: 'SSH public key of the admin user (password login is disabled)' }) }] } } },
            storageProfile: { imageReference: image, osDisk: { createOption: 'FromImage', managedDisk: { storageAccountType: 'Premium_LRS' } } },
            networkProfile: { networkInterfaces: [{ id: x.ref(nic) }] },
          },
        },
      });
    },
  },
  {
    kind: 'azure.linux_virtual_machine_scale_set',
    label: 'main',
    title: 'VM scale set',
    tfType: 'azurerm_linux_virtual_machine_scale_set',
    needs: (c, plan) => void subnetFor(c, plan),
    tf: (c, x) => {
      x.primary(c, {
        name: `vmss-${azName(c, 50)}`,
        ...placed(c, x),
        sku: c.attrs.size ?? 'Standard_B2s',
        instances: c.attrs.desired ?? c.attrs.min ?? 2,
        admin_username: 'azureuser',
        disable_password_authentication: true,
        encryption_at_host_enabled: true,
        upgrade_mode: 'Rolling',
        admin_ssh_key: block({ username: 'azureuser', public_key: sshKey(x) }),
        source_image_reference: block(image),
        os_disk: block({ caching: 'ReadWrite', storage_account_type: 'Premium_LRS' }),
        network_interface: block({ name: 'nic', primary: true, ip_configuration: block({ name: 'internal', primary: true, subnet_id: x.ref(c.ref.subnet as Component) }) }),
        rolling_upgrade_policy: block({ max_batch_instance_percent: 20, max_unhealthy_instance_percent: 20, max_unhealthy_upgraded_instance_percent: 20, pause_time_between_batches: 'PT0S' }),
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      });
    },
    arm: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Compute/virtualMachineScaleSets',
        apiVersion: '2023-09-01',
        name: `vmss-${azName(c, 50)}`,
        body: {
          location: x.location(),
          sku: { name: c.attrs.size ?? 'Standard_B2s', capacity: c.attrs.desired ?? c.attrs.min ?? 2 },
          identity: { type: 'SystemAssigned' },
          properties: {
            upgradePolicy: { mode: 'Manual' },
            virtualMachineProfile: {
              securityProfile: { encryptionAtHost: true },
              osProfile: { computerNamePrefix: azName(c, 9), adminUsername: 'azureuser', linuxConfiguration: { disablePasswordAuthentication: true, ssh: { publicKeys: [{ path: '/home/azureuser/.ssh/authorized_keys', keyData: x.param('adminSshPublicKey', { type: 'string', description: 'SSH public key of the admin user' }) }] } } },
              storageProfile: { imageReference: image, osDisk: { createOption: 'FromImage', managedDisk: { storageAccountType: 'Premium_LRS' } } },
              networkProfile: { networkInterfaceConfigurations: [{ name: 'nic', properties: { primary: true, ipConfigurations: [{ name: 'internal', properties: { subnet: { id: x.ref(x.symbol(c.ref.subnet as Component)) } } }] } }] },
            },
          },
        },
      });
    },
  },
  {
    kind: 'azure.managed_disk',
    label: 'data',
    title: 'Managed disk',
    tfType: 'azurerm_managed_disk',
    needs: inGroup,
    tf: (c, x) => void x.primary(c, { name: `disk-${azName(c)}`, ...placed(c, x), storage_account_type: 'Premium_LRS', create_option: 'Empty', disk_size_gb: c.attrs.storageGb ?? 64, public_network_access_enabled: false, network_access_policy: 'DenyAll', tags: tags(c) }),
    arm: (c, x) => void x.add({ symbol: x.symbol(c), type: 'Microsoft.Compute/disks', apiVersion: '2023-04-02', name: `disk-${azName(c)}`, body: { location: x.location(), sku: { name: 'Premium_LRS' }, properties: { creationData: { createOption: 'Empty' }, diskSizeGB: c.attrs.storageGb ?? 64, networkAccessPolicy: 'DenyAll', publicNetworkAccess: 'Disabled' } } }),
  },
  {
    kind: 'azure.kubernetes_cluster',
    label: 'main',
    title: 'AKS cluster',
    tfType: 'azurerm_kubernetes_cluster',
    needs: (c, plan) => {
      subnetFor(c, plan, 'aks');
      workspaceFor(c, plan);
    },
    tf: (c, x) => {
      x.primary(c, {
        name: `aks-${azName(c)}`,
        ...placed(c, x),
        dns_prefix: azName(c, 40),
        kubernetes_version: c.attrs.version,
        sku_tier: 'Standard',
        private_cluster_enabled: !c.attrs.flags.has('public'),
        local_account_disabled: true,
        role_based_access_control_enabled: true,
        azure_policy_enabled: true,
        oidc_issuer_enabled: true,
        workload_identity_enabled: true,
        automatic_upgrade_channel: 'patch',
        default_node_pool: block({ name: 'system', vm_size: c.attrs.size ?? 'Standard_D4s_v5', auto_scaling_enabled: true, min_count: c.attrs.min ?? 1, max_count: Math.max(c.attrs.min ?? 1, c.attrs.max ?? 3), vnet_subnet_id: x.ref(c.ref.subnet as Component), only_critical_addons_enabled: true, upgrade_settings: block({ max_surge: '33%' }) }),
        identity: block({ type: 'SystemAssigned' }),
        azure_active_directory_role_based_access_control: block({ azure_rbac_enabled: true, tenant_id: expr('data.azurerm_client_config.current.tenant_id') }),
        network_profile: block({ network_plugin: 'azure', network_policy: 'azure', outbound_type: 'loadBalancer' }),
        oms_agent: block({ log_analytics_workspace_id: x.ref(c.ref.workspace as Component) }),
        tags: tags(c),
      }, 'Private API server, Entra ID RBAC with local accounts off, network policy, Azure Policy and monitoring.');
      x.data('azurerm_client_config', 'current', {});
    },
    arm: (c, x) => {
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
            dnsPrefix: azName(c, 40),
            enableRBAC: true,
            disableLocalAccounts: true,
            aadProfile: { managed: true, enableAzureRBAC: true },
            apiServerAccessProfile: { enablePrivateCluster: !c.attrs.flags.has('public') },
            agentPoolProfiles: [{ name: 'system', mode: 'System', vmSize: c.attrs.size ?? 'Standard_D4s_v5', count: c.attrs.min ?? 1, enableAutoScaling: true, minCount: c.attrs.min ?? 1, maxCount: Math.max(c.attrs.min ?? 1, c.attrs.max ?? 3), vnetSubnetID: x.ref(x.symbol(c.ref.subnet as Component)), osType: 'Linux' }],
            networkProfile: { networkPlugin: 'azure', networkPolicy: 'azure' },
            addonProfiles: { azurepolicy: { enabled: true }, omsagent: { enabled: true, config: { logAnalyticsWorkspaceResourceID: x.ref(x.symbol(c.ref.workspace as Component)) } } },
            autoUpgradeProfile: { upgradeChannel: 'patch' },
          },
        },
      });
    },
  },
  {
    kind: 'azure.kubernetes_cluster_node_pool',
    label: 'user',
    title: 'AKS node pool',
    tfType: 'azurerm_kubernetes_cluster_node_pool',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.cluster = plan.ensure('azure.kubernetes_cluster', 'the cluster the node pool joins', { label: 'main' });
    },
    tf: (c, x) => {
      const cluster = c.ref.cluster as Component;
      x.primary(c, { name: azName(c, 12).replace(/-/g, '').slice(0, 12) || 'user', kubernetes_cluster_id: x.ref(cluster), vm_size: c.attrs.size ?? 'Standard_D4s_v5', auto_scaling_enabled: true, min_count: c.attrs.min ?? 1, max_count: Math.max(c.attrs.min ?? 1, c.attrs.max ?? 3), mode: 'User', vnet_subnet_id: x.ref(cluster.ref.subnet as Component), tags: tags(c) });
    },
    arm: (c, x) => {
      const cluster = c.ref.cluster as Component;
      x.add({ symbol: x.symbol(c), type: 'Microsoft.ContainerService/managedClusters/agentPools', apiVersion: '2024-02-01', name: `aks-${azName(cluster)}/${azName(c, 12).replace(/-/g, '').slice(0, 12) || 'user'}`, body: { properties: { mode: 'User', vmSize: c.attrs.size ?? 'Standard_D4s_v5', count: c.attrs.min ?? 1, enableAutoScaling: true, minCount: c.attrs.min ?? 1, maxCount: Math.max(c.attrs.min ?? 1, c.attrs.max ?? 3), osType: 'Linux', vnetSubnetID: x.ref(x.symbol(cluster.ref.subnet as Component)) } }, dependsOn: [x.symbol(cluster)] });
    },
  },
  {
    kind: 'azure.container_registry',
    label: 'main',
    title: 'Container registry',
    tfType: 'azurerm_container_registry',
    needs: inGroup,
    tf: (c, x) => void x.primary(c, { name: globalName(c, x, 50), ...placed(c, x), sku: 'Premium', admin_enabled: false, public_network_access_enabled: c.attrs.flags.has('public'), zone_redundancy_enabled: true, tags: tags(c) }, 'No admin user: pulls authenticate with managed identities.'),
    arm: (c, x) => void x.add({ symbol: x.symbol(c), type: 'Microsoft.ContainerRegistry/registries', apiVersion: '2023-07-01', name: x.unique(azName(c, 30).replace(/-/g, '')), body: { location: x.location(), sku: { name: 'Premium' }, properties: { adminUserEnabled: false, publicNetworkAccess: c.attrs.flags.has('public') ? 'Enabled' : 'Disabled', zoneRedundancy: 'Enabled' } } }),
  },
  {
    kind: 'azure.service_plan',
    label: 'main',
    title: 'App Service plan',
    tfType: 'azurerm_service_plan',
    needs: inGroup,
    tf: (c, x) => void x.primary(c, { name: `asp-${azName(c)}`, ...placed(c, x), os_type: 'Linux', sku_name: c.attrs.size ?? 'P1v3', tags: tags(c) }),
    arm: (c, x) => void x.add({ symbol: x.symbol(c), type: 'Microsoft.Web/serverfarms', apiVersion: '2022-09-01', name: `asp-${azName(c)}`, body: { location: x.location(), kind: 'linux', sku: { name: 'P1v3' }, properties: { reserved: true } } }),
  },
  {
    kind: 'azure.linux_web_app',
    label: 'main',
    title: 'Web app',
    tfType: 'azurerm_linux_web_app',
    needs: (c, plan) => {
      planFor(c, plan);
      c.ref.insights = plan.ensure('azure.application_insights', 'request tracing and failures for the app', { label: 'main' });
    },
    tf: (c, x) => {
      x.primary(c, {
        name: globalName(c, x, 60),
        ...placed(c, x),
        service_plan_id: x.ref(c.ref.plan as Component),
        https_only: true,
        public_network_access_enabled: true,
        client_certificate_mode: 'Optional',
        site_config: block({ minimum_tls_version: '1.2', ftps_state: 'Disabled', http2_enabled: true, always_on: true, application_stack: block({ node_version: '20-lts' }) }),
        app_settings: { APPLICATIONINSIGHTS_CONNECTION_STRING: x.ref(c.ref.insights as Component, 'connection_string') },
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      }, 'HTTPS only, TLS 1.2, FTP off, a managed identity for reaching other services.');
      x.output(`${c.id}_url`, expr(`"https://\${${x.addr(c)}.default_hostname}"`), 'Web app URL');
    },
    arm: (c, x) => {
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Web/sites', apiVersion: '2022-09-01', name: x.unique(`app-${azName(c, 40)}`, '-'), body: { location: x.location(), kind: 'app,linux', identity: { type: 'SystemAssigned' }, properties: { serverFarmId: x.ref(x.symbol(c.ref.plan as Component)), httpsOnly: true, siteConfig: { linuxFxVersion: 'NODE|20-lts', minTlsVersion: '1.2', ftpsState: 'Disabled', http20Enabled: true, alwaysOn: true } } } });
    },
  },
  {
    kind: 'azure.linux_function_app',
    label: 'main',
    title: 'Function app',
    tfType: 'azurerm_linux_function_app',
    needs: (c, plan) => {
      planFor(c, plan);
      c.ref.storage = plan.first('azure.storage_account') ?? plan.add('azure.storage_account', { implicit: 'Functions keep their state in a storage account', label: `${c.id}_fn` });
    },
    tf: (c, x) => {
      const sa = c.ref.storage as Component;
      x.primary(c, {
        name: globalName(c, x, 60),
        ...placed(c, x),
        service_plan_id: x.ref(c.ref.plan as Component),
        storage_account_name: x.ref(sa, 'name'),
        storage_uses_managed_identity: true,
        https_only: true,
        site_config: block({ minimum_tls_version: '1.2', ftps_state: 'Disabled', application_stack: block({ python_version: '3.12' }) }),
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      }, 'Reaches its storage with its managed identity, not an account key.');
      x.resource('azurerm_role_assignment', `${c.id}_storage`, { scope: x.ref(sa), role_definition_name: 'Storage Blob Data Owner', principal_id: expr(`${x.addr(c)}.identity[0].principal_id`) });
    },
    arm: (c, x) => {
      const sa = c.ref.storage as Component;
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Web/sites', apiVersion: '2022-09-01', name: x.unique(`func-${azName(c, 40)}`, '-'), body: { location: x.location(), kind: 'functionapp,linux', identity: { type: 'SystemAssigned' }, properties: { serverFarmId: x.ref(x.symbol(c.ref.plan as Component)), httpsOnly: true, siteConfig: { linuxFxVersion: 'PYTHON|3.12', minTlsVersion: '1.2', ftpsState: 'Disabled', appSettings: [{ name: 'AzureWebJobsStorage__accountName', value: x.ref(x.symbol(sa), 'name') }, { name: 'FUNCTIONS_EXTENSION_VERSION', value: '~4' }, { name: 'FUNCTIONS_WORKER_RUNTIME', value: 'python' }] } } } });
    },
  },
  {
    kind: 'azure.container_app_environment',
    label: 'main',
    title: 'Container Apps environment',
    tfType: 'azurerm_container_app_environment',
    needs: (c, plan) => {
      inGroup(c, plan);
      workspaceFor(c, plan);
    },
    tf: (c, x) => void x.primary(c, { name: `cae-${azName(c)}`, ...placed(c, x), log_analytics_workspace_id: x.ref(c.ref.workspace as Component), tags: tags(c) }),
    arm: (c, x) => void x.add({ symbol: x.symbol(c), type: 'Microsoft.App/managedEnvironments', apiVersion: '2024-03-01', name: `cae-${azName(c)}`, body: { location: x.location(), properties: {} } }),
  },
  {
    kind: 'azure.container_app',
    label: 'main',
    title: 'Container app',
    tfType: 'azurerm_container_app',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.env = plan.ensure('azure.container_app_environment', 'container apps run in an environment', { label: 'main' });
    },
    tf: (c, x) => {
      x.primary(c, {
        name: azName(c, 32),
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
        container_app_environment_id: x.ref(c.ref.env as Component),
        revision_mode: 'Single',
        identity: block({ type: 'SystemAssigned' }),
        template: block({ min_replicas: c.attrs.min ?? 1, max_replicas: Math.max(c.attrs.min ?? 1, c.attrs.max ?? 5), container: block({ name: 'app', image: c.attrs.image ?? 'mcr.microsoft.com/k8se/quickstart:latest', cpu: 0.5, memory: '1Gi' }) }),
        ingress: block({ external_enabled: c.attrs.flags.has('public'), target_port: c.attrs.ports[0] ?? 80, allow_insecure_connections: false, traffic_weight: block({ latest_revision: true, percentage: 100 }) }),
        tags: tags(c),
      });
    },
    arm: (c, x) => void x.add({ symbol: x.symbol(c), type: 'Microsoft.App/containerApps', apiVersion: '2024-03-01', name: azName(c, 32), body: { location: x.location(), identity: { type: 'SystemAssigned' }, properties: { managedEnvironmentId: x.ref(x.symbol(c.ref.env as Component)), configuration: { ingress: { external: c.attrs.flags.has('public'), targetPort: c.attrs.ports[0] ?? 80, allowInsecure: false } }, template: { containers: [{ name: 'app', image: c.attrs.image ?? 'mcr.microsoft.com/k8se/quickstart:latest', resources: { cpu: 0.5, memory: '1Gi' } }], scale: { minReplicas: c.attrs.min ?? 1, maxReplicas: Math.max(c.attrs.min ?? 1, c.attrs.max ?? 5) } } } } }),
  },
];
