/**
 * Virtual machines, scale sets, AKS, registries, App Service, Functions, Container Apps and disks as hashicorp/azurerm
 * resources.
 */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { azName } from '../common';
import {
  clusterNetwork,
  containerAppSize,
  namedTier,
  planSku,
  premiumRegistry,
  poolSize,
  stackOf,
  vmSize,
} from '../settings';
import { runtimeImage } from '../../../model/runtimes';
import { globalName, placed, tags } from './common';
import { machineImage } from '../images';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';

const sshKey = (x: TfContext) =>
  x.variable('admin_ssh_public_key', {
    type: 'string',
    description: 'SSH public key of the admin user (password login is disabled)',
  });

/** Whether a cluster has user node pools of its own. */
const userPools = (c: Component, x: TfContext) =>
  x.plan.all('azure.kubernetes_cluster_node_pool').some((p) => p.ref.cluster === c);

/** The delegated subnet a web or function app sends its outbound traffic through, if it has one. */
const integration = (c: Component, x: TfContext) => {
  const s = c.ref.integration as Component | undefined;
  return s ? x.ref(s) : undefined;
};

/** How the admin signs in: an SSH key on Linux (passwords off), a password supplied at deployment on Windows. */
function adminLogin(x: TfContext, windows: boolean) {
  if (windows)
    return {
      admin_username: 'azureadmin',
      admin_password: x.variable('admin_password', {
        type: 'string',
        description: 'Password of the Windows admin user (supply it at apply time; never commit it)',
        sensitive: true,
      }),
    };
  return {
    admin_username: 'azureuser',
    disable_password_authentication: true,
    admin_ssh_key: block({ username: 'azureuser', public_key: sshKey(x) }),
  };
}

function machine(c: Component, x: TfContext, windows: boolean): void {
  const nic = x.resource('azurerm_network_interface', c.id, {
    name: `nic-${azName(c)}`,
    ...placed(c, x),
    ip_configuration: block({
      name: 'internal',
      subnet_id: x.ref(c.ref.subnet as Component),
      private_ip_address_allocation: 'Dynamic',
    }),
  });
  const spot = c.attrs.flags.has('spot');
  x.primary(
    c,
    {
      name: `vm-${azName(c, 50)}`,
      // Windows computer names are at most 15 characters.
      computer_name: windows ? azName(c, 15) : undefined,
      ...placed(c, x),
      size: vmSize(c, windows ? 'Standard_D2s_v5' : 'Standard_B2s'),
      ...adminLogin(x, windows),
      network_interface_ids: [expr(`${nic}.id`)],
      encryption_at_host_enabled: true,
      zone: c.attrs.zoneNumbers?.[0],
      priority: spot ? 'Spot' : undefined,
      eviction_policy: spot ? 'Deallocate' : undefined,
      max_bid_price: spot ? -1 : undefined,
      os_disk: block({
        caching: 'ReadWrite',
        storage_account_type: 'Premium_LRS',
        disk_size_gb: c.attrs.storageGb,
      }),
      source_image_reference: block({ ...machineImage(c) }),
      identity: block({ type: 'SystemAssigned' }),
      tags: tags(c),
    },
    windows
      ? 'No public IP, encryption at host, a managed identity instead of stored credentials.'
      : 'SSH keys only, no public IP, encryption at host, a managed identity instead of stored credentials.',
  );
}

function scaleSet(c: Component, x: TfContext, windows: boolean): void {
  x.primary(c, {
    name: `vmss-${azName(c, 50)}`,
    computer_name_prefix: windows ? azName(c, 9) : undefined,
    ...placed(c, x),
    sku: vmSize(c, windows ? 'Standard_D2s_v5' : 'Standard_B2s'),
    instances: c.attrs.desired ?? c.attrs.min ?? 2,
    priority: c.attrs.flags.has('spot') ? 'Spot' : undefined,
    eviction_policy: c.attrs.flags.has('spot') ? 'Delete' : undefined,
    ...adminLogin(x, windows),
    zones: c.attrs.zoneNumbers,
    encryption_at_host_enabled: true,
    upgrade_mode: 'Rolling',
    source_image_reference: block({ ...machineImage(c) }),
    os_disk: block({ caching: 'ReadWrite', storage_account_type: 'Premium_LRS', disk_size_gb: c.attrs.storageGb }),
    network_interface: block({
      name: 'nic',
      primary: true,
      ip_configuration: block({ name: 'internal', primary: true, subnet_id: x.ref(c.ref.subnet as Component) }),
    }),
    rolling_upgrade_policy: block({
      max_batch_instance_percent: 20,
      max_unhealthy_instance_percent: 20,
      max_unhealthy_upgraded_instance_percent: 20,
      pause_time_between_batches: 'PT0S',
    }),
    identity: block({ type: 'SystemAssigned' }),
    tags: tags(c),
  });
}

export const COMPUTE_TERRAFORM: Record<string, TerraformWriter> = {
  'azure.linux_virtual_machine': {
    resourceType: 'azurerm_linux_virtual_machine',
    write: (c, x) => machine(c, x, false),
  },
  'azure.windows_virtual_machine': {
    resourceType: 'azurerm_windows_virtual_machine',
    write: (c, x) => machine(c, x, true),
  },
  'azure.linux_virtual_machine_scale_set': {
    resourceType: 'azurerm_linux_virtual_machine_scale_set',
    write: (c, x) => scaleSet(c, x, false),
  },
  'azure.windows_virtual_machine_scale_set': {
    resourceType: 'azurerm_windows_virtual_machine_scale_set',
    write: (c, x) => scaleSet(c, x, true),
  },
  'azure.managed_disk': {
    resourceType: 'azurerm_managed_disk',
    write: (c, x) =>
      void x.primary(c, {
        name: `disk-${azName(c)}`,
        ...placed(c, x),
        storage_account_type: 'Premium_LRS',
        create_option: 'Empty',
        disk_size_gb: c.attrs.storageGb ?? 64,
        public_network_access_enabled: false,
        network_access_policy: 'DenyAll',
        tags: tags(c),
      }),
  },
  'azure.kubernetes_cluster': {
    resourceType: 'azurerm_kubernetes_cluster',
    write: (c, x) => {
      x.primary(
        c,
        {
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
          default_node_pool: block({
            name: 'system',
            vm_size: vmSize(c, 'Standard_D4s_v5'),
            ...poolSize(c, true),
            os_disk_size_gb: c.attrs.storageGb,
            vnet_subnet_id: x.ref(c.ref.subnet as Component),
            zones: c.attrs.zoneNumbers,
            // With a user pool, the system pool keeps to cluster add-ons; without one, workloads run on it.
            only_critical_addons_enabled: userPools(c, x) ? true : undefined,
            upgrade_settings: block({ max_surge: '33%' }),
          }),
          identity: block({ type: 'SystemAssigned' }),
          azure_active_directory_role_based_access_control: block({
            azure_rbac_enabled: true,
            tenant_id: expr('data.azurerm_client_config.current.tenant_id'),
          }),
          network_profile: block({ ...clusterNetwork(c), outbound_type: 'loadBalancer' }),
          oms_agent: block({ log_analytics_workspace_id: x.ref(c.ref.workspace as Component) }),
          tags: tags(c),
        },
        'Private API server, Entra ID RBAC with local accounts off, network policy, Azure Policy and monitoring.',
      );
      x.data('azurerm_client_config', 'current', {});
    },
  },
  'azure.kubernetes_cluster_node_pool': {
    resourceType: 'azurerm_kubernetes_cluster_node_pool',
    write: (c, x) => {
      const cluster = c.ref.cluster as Component;
      x.primary(c, {
        name: azName(c, 12).replace(/-/g, '').slice(0, 12) || 'user',
        kubernetes_cluster_id: x.ref(cluster),
        vm_size: vmSize(c, 'Standard_D4s_v5'),
        ...poolSize(c),
        os_disk_size_gb: c.attrs.storageGb,
        mode: 'User',
        // Spot pools are evicted under pressure; AKS taints them so only pods that tolerate it land there.
        priority: c.attrs.flags.has('spot') ? 'Spot' : undefined,
        eviction_policy: c.attrs.flags.has('spot') ? 'Delete' : undefined,
        spot_max_price: c.attrs.flags.has('spot') ? -1 : undefined,
        node_labels: c.attrs.flags.has('spot') ? { 'kubernetes.azure.com/scalesetpriority': 'spot' } : undefined,
        node_taints: c.attrs.flags.has('spot') ? ['kubernetes.azure.com/scalesetpriority=spot:NoSchedule'] : undefined,
        vnet_subnet_id: x.ref(cluster.ref.subnet as Component),
        zones: c.attrs.zoneNumbers,
        tags: tags(c),
      });
    },
  },
  'azure.container_registry': {
    resourceType: 'azurerm_container_registry',
    write: (c, x) =>
      void x.primary(
        c,
        {
          name: globalName(c, x, 50),
          ...placed(c, x),
          sku: namedTier(c, ['Basic', 'Standard', 'Premium'], 'Premium'),
          admin_enabled: false,
          // Closing public access and zone redundancy are Premium features.
          public_network_access_enabled: premiumRegistry(c) ? c.attrs.flags.has('public') : undefined,
          zone_redundancy_enabled: premiumRegistry(c) || undefined,
          // Copies in other regions are a Premium feature.
          georeplications:
            premiumRegistry(c) && c.attrs.replicaRegions?.length
              ? c.attrs.replicaRegions.map((location) =>
                  block({ location, zone_redundancy_enabled: true, tags: tags(c) }),
                )
              : undefined,
          tags: tags(c),
        },
        'No admin user: pulls authenticate with managed identities.',
      ),
  },
  'azure.service_plan': {
    resourceType: 'azurerm_service_plan',
    write: (c, x) =>
      void x.primary(c, {
        name: `asp-${azName(c)}`,
        ...placed(c, x),
        os_type: 'Linux',
        sku_name: planSku(c),
        worker_count: c.attrs.desired,
        tags: tags(c),
      }),
  },
  'azure.linux_web_app': {
    resourceType: 'azurerm_linux_web_app',
    write: (c, x) => {
      x.primary(
        c,
        {
          name: globalName(c, x, 60),
          ...placed(c, x),
          service_plan_id: x.ref(c.ref.plan as Component),
          https_only: true,
          public_network_access_enabled: true,
          client_certificate_mode: 'Optional',
          virtual_network_subnet_id: integration(c, x),
          site_config: block({
            minimum_tls_version: '1.2',
            ftps_state: 'Disabled',
            http2_enabled: true,
            always_on: true,
            vnet_route_all_enabled: integration(c, x) ? true : undefined,
            application_stack: block(stackOf(c, 'node', true)),
          }),
          app_settings: {
            APPLICATIONINSIGHTS_CONNECTION_STRING: x.ref(c.ref.insights as Component, 'connection_string'),
          },
          identity: block({ type: 'SystemAssigned' }),
          tags: tags(c),
        },
        'HTTPS only, TLS 1.2, FTP off, a managed identity for reaching other services.',
      );
      x.output(`${c.id}_url`, expr(`"https://\${${x.addr(c)}.default_hostname}"`), 'Web app URL');
    },
  },
  'azure.linux_function_app': {
    resourceType: 'azurerm_linux_function_app',
    write: (c, x) => {
      const sa = c.ref.storage as Component;
      x.primary(
        c,
        {
          name: globalName(c, x, 60),
          ...placed(c, x),
          service_plan_id: x.ref(c.ref.plan as Component),
          storage_account_name: x.ref(sa, 'name'),
          storage_uses_managed_identity: true,
          https_only: true,
          virtual_network_subnet_id: integration(c, x),
          site_config: block({
            minimum_tls_version: '1.2',
            ftps_state: 'Disabled',
            vnet_route_all_enabled: integration(c, x) ? true : undefined,
            application_stack: block(stackOf(c, 'python')),
          }),
          identity: block({ type: 'SystemAssigned' }),
          tags: tags(c),
        },
        'Reaches its storage with its managed identity, not an account key.',
      );
      x.resource('azurerm_role_assignment', `${c.id}_storage`, {
        scope: x.ref(sa),
        role_definition_name: 'Storage Blob Data Owner',
        principal_id: expr(`${x.addr(c)}.identity[0].principal_id`),
      });
    },
  },
  'azure.container_app_environment': {
    resourceType: 'azurerm_container_app_environment',
    write: (c, x) =>
      void x.primary(c, {
        name: `cae-${azName(c)}`,
        ...placed(c, x),
        log_analytics_workspace_id: x.ref(c.ref.workspace as Component),
        tags: tags(c),
      }),
  },
  'azure.container_app': {
    resourceType: 'azurerm_container_app',
    write: (c, x) => {
      x.primary(c, {
        name: azName(c, 32),
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
        container_app_environment_id: x.ref(c.ref.env as Component),
        revision_mode: 'Single',
        identity: block({ type: 'SystemAssigned' }),
        template: block({
          min_replicas: c.attrs.min ?? c.attrs.desired ?? 1,
          max_replicas: Math.max(c.attrs.min ?? c.attrs.desired ?? 1, c.attrs.max ?? 5),
          container: block({
            name: 'app',
            image: c.attrs.image ?? runtimeImage(c.attrs) ?? 'mcr.microsoft.com/k8se/quickstart:latest',
            ...containerAppSize(c),
          }),
        }),
        ingress: block({
          external_enabled: c.attrs.flags.has('public'),
          target_port: c.attrs.ports[0] ?? 80,
          allow_insecure_connections: false,
          traffic_weight: block({ latest_revision: true, percentage: 100 }),
        }),
        tags: tags(c),
      });
    },
  },
};
