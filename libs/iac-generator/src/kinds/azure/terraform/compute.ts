/** What the hashicorp/azurerm writers of virtual machines, scale sets and apps share. */
import { type Component } from '../../../model/types';
import { block, expr, type HclValue } from '../../../model/hcl';
import { azName } from '../common';
import { vmSize } from '../settings';
import { placed, tags } from './common';
import { machineImage } from '../images';
import { type TfContext } from '../../../render/terraform/context';
import { ownName } from '../naming';
import { autoscaleOf } from '../autoscale';
import { dataDisksOf, decide as decideDisk } from '../managed-disk/decide';
import { balancerOf, tfPoolId } from '../lb/members';

const sshKey = (x: TfContext) =>
  x.variable('admin_ssh_public_key', {
    type: 'string',
    description: 'SSH public key of the admin user (password login is disabled)',
  });

/** Whether a cluster has user node pools of its own. */
export const userPools = (c: Component, x: TfContext) =>
  x.plan.all('azure.kubernetes_cluster_node_pool').some((p) => p.ref.cluster === c);

/** The delegated subnet a web or function app sends its outbound traffic through, if it has one. */
export const integration = (c: Component, x: TfContext) => {
  const s = c.ref.integration as Component | undefined;
  return s ? x.ref(s) : undefined;
};

/**
 * The app settings that send an app's telemetry to its Application Insights (its `insights` ref):
 * the component's connection string, and sign-in with the app's managed identity, since the
 * component takes no local keys (the identity is granted Monitoring Metrics Publisher on it). A
 * function app's provider keeps the connection string in `site_config`, so `inSiteConfig` leaves it out.
 */
export const telemetrySettings = (c: Component, x: TfContext, inSiteConfig = false): Record<string, HclValue> => {
  const insights = c.ref.insights as Component | undefined;
  if (!insights) return {};
  return {
    ...(inSiteConfig ? {} : { APPLICATIONINSIGHTS_CONNECTION_STRING: x.ref(insights, 'connection_string') }),
    APPLICATIONINSIGHTS_AUTHENTICATION_STRING: 'Authorization=AAD',
  };
};

/** How the admin signs in: an SSH key on Linux (passwords off), a password supplied at deployment on Windows. */
function adminLogin(c: Component, x: TfContext, windows: boolean) {
  const user = c.attrs.adminUser ?? (windows ? 'azureadmin' : 'azureuser');
  if (windows)
    return {
      admin_username: user,
      admin_password: x.variable('admin_password', {
        type: 'string',
        description: 'Password of the Windows admin user (supply it at apply time; never commit it)',
        sensitive: true,
      }),
    };
  return {
    admin_username: user,
    disable_password_authentication: true,
    admin_ssh_key: block({ username: user, public_key: sshKey(x) }),
  };
}

export function machine(c: Component, x: TfContext, windows: boolean): void {
  const nic = x.resource('azurerm_network_interface', c.id, {
    name: ownName(c, 'nic'),
    ...placed(c, x),
    ip_configuration: block({
      name: 'internal',
      subnet_id: x.ref(c.ref.subnet as Component),
      private_ip_address_allocation: 'Dynamic',
    }),
  });
  // Behind the request's load balancer: its NIC joins the balancer's backend pool (lb/members.ts).
  const behind = balancerOf(c, x.plan);
  if (behind)
    x.resource(
      behind.gateway
        ? 'azurerm_network_interface_application_gateway_backend_address_pool_association'
        : 'azurerm_network_interface_backend_address_pool_association',
      c.id,
      {
        network_interface_id: expr(`${nic}.id`),
        ip_configuration_name: 'internal',
        backend_address_pool_id: expr(tfPoolId(behind)),
      },
    );
  const spot = c.attrs.flags.has('spot');
  x.primary(
    c,
    {
      name: ownName(c, 'vm', 53),
      // Windows computer names are at most 15 characters.
      computer_name: windows ? azName(c, 15) : undefined,
      ...placed(c, x),
      size: vmSize(c, windows ? 'Standard_D2s_v5' : 'Standard_B2s'),
      ...adminLogin(c, x, windows),
      network_interface_ids: [expr(`${nic}.id`)],
      // No encryption at host: it fails unless the subscription registered the EncryptionAtHost feature,
      // and the platform already encrypts managed disks at rest.
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
      ? 'No public IP, a managed identity instead of stored credentials.'
      : 'SSH keys only, no public IP, a managed identity instead of stored credentials.',
  );
}

export function scaleSet(c: Component, x: TfContext, windows: boolean): void {
  const behind = balancerOf(c, x.plan);
  x.primary(c, {
    name: ownName(c, 'vmss', 55),
    computer_name_prefix: windows ? azName(c, 9) : undefined,
    ...placed(c, x),
    sku: vmSize(c, windows ? 'Standard_D2s_v5' : 'Standard_B2s'),
    instances: c.attrs.desired ?? c.attrs.min ?? 2,
    priority: c.attrs.flags.has('spot') ? 'Spot' : undefined,
    eviction_policy: c.attrs.flags.has('spot') ? 'Delete' : undefined,
    ...adminLogin(c, x, windows),
    zones: c.attrs.zoneNumbers,
    upgrade_mode: 'Rolling',
    // Rolling upgrades wait for healthy instances: behind a load balancer, its probe says which are.
    health_probe_id: behind && !behind.gateway ? expr(`azurerm_lb_probe.${behind.lb.id}.id`) : undefined,
    source_image_reference: block({ ...machineImage(c) }),
    os_disk: block({ caching: 'ReadWrite', storage_account_type: 'Premium_LRS', disk_size_gb: c.attrs.storageGb }),
    // The data disks asked with it: each instance gets its own, of the size asked (a scale set takes no separate disk).
    data_disk: dataDisksOf(c, x.plan).length
      ? dataDisksOf(c, x.plan).map((d, lun) => {
          const { sku, sizeGb } = decideDisk(d);
          return block({
            lun,
            caching: 'ReadWrite',
            create_option: 'Empty',
            storage_account_type: sku,
            disk_size_gb: sizeGb,
          });
        })
      : undefined,
    network_interface: block({
      name: 'nic',
      primary: true,
      ip_configuration: block({
        name: 'internal',
        primary: true,
        subnet_id: x.ref(c.ref.subnet as Component),
        // Behind the request's load balancer: every instance joins its backend pool (lb/members.ts).
        load_balancer_backend_address_pool_ids: behind && !behind.gateway ? [expr(tfPoolId(behind))] : undefined,
        application_gateway_backend_address_pool_ids: behind?.gateway ? [expr(tfPoolId(behind))] : undefined,
      }),
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
  const scale = autoscaleOf(c);
  if (!scale) return;
  const rule = (
    direction: 'Increase' | 'Decrease',
    operator: string,
    threshold: number,
    window: string,
    step: number,
  ) =>
    block({
      metric_trigger: block({
        metric_name: 'Percentage CPU',
        metric_resource_id: x.ref(c),
        time_grain: 'PT1M',
        statistic: 'Average',
        time_window: window,
        time_aggregation: 'Average',
        operator,
        threshold,
      }),
      scale_action: block({ direction, type: 'ChangeCount', value: String(step), cooldown: 'PT5M' }),
    });
  x.resource('azurerm_monitor_autoscale_setting', c.id, {
    name: ownName(c, 'autoscale', 60),
    ...placed(c, x),
    target_resource_id: x.ref(c),
    profile: block({
      name: 'default',
      capacity: block({ default: scale.initial, minimum: scale.min, maximum: scale.max }),
      rule: scale.cpu
        ? [
            rule('Increase', 'GreaterThan', scale.cpu.out, scale.cpu.window, scale.cpu.outStep),
            rule('Decrease', 'LessThan', scale.cpu.in, scale.cpu.window, scale.cpu.inStep),
          ]
        : undefined,
    }),
    tags: tags(c),
  });
}
