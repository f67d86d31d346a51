/**
 * Pieces shared by Azure kinds and both Azure targets' writers: the resource group, the network,
 * identities, Key Vault and names.
 */
import { isIdentifier } from '../../model/identifiers';
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { dnsLabel } from '../../model/names';
import { namedTier } from './settings';
import { regionOf } from '../../model/regions';
import { ownName } from './naming';

export function inGroup(c: Component, plan: Planner): Component {
  const rg = plan.ensure('azure.resource_group', 'every Azure resource lives in a resource group', { label: 'main' });
  if (c !== rg) c.ref.group = rg;
  return rg;
}

export function subnetFor(c: Component, plan: Planner, purpose = 'workloads'): Component {
  inGroup(c, plan);
  // A subnet the user has is where it goes; its network is looked up with it, never created.
  const given = plan.all('azure.subnet').find((s) => s.attrs.flags.has('existing'));
  if (given) {
    const id = given.name && isIdentifier(given.name) ? given.name : undefined;
    given.ref.vnet ??=
      plan.first('azure.virtual_network') ??
      plan.add('azure.virtual_network', {
        implicit: 'the network of the existing subnet, looked up',
        label: 'main',
        name: id?.replace(/\/subnets\/[^/]+$/i, ''),
        attrs: { flags: new Set(['existing']) },
      });
    c.ref.subnet = given;
    return given;
  }
  const vnet = plan.ensure('azure.virtual_network', 'a private network for the resources that need one', {
    label: 'main',
  });
  const subnet =
    plan.all('azure.subnet').find((s) => !s.config.delegation && (s.config.purpose ?? purpose) === purpose) ??
    plan.add('azure.subnet', { implicit: `a subnet for ${purpose}`, label: purpose, config: { purpose } });
  subnet.config.purpose ??= purpose;
  subnet.ref.vnet = vnet;
  c.ref.subnet = subnet;
  return subnet;
}

/**
 * A network security group guards the subnets of the network the request has (a subnet for workloads
 * when it names none); with no network asked, it stands alone: none is made only to attach it to.
 */
export function subnetIfNetwork(c: Component, plan: Planner): Component {
  if (plan.all('azure.virtual_network').length || plan.all('azure.subnet').length) return subnetFor(c, plan);
  return inGroup(c, plan);
}

export function vaultFor(c: Component, plan: Planner): Component {
  inGroup(c, plan);
  const kv = plan.ensure('azure.key_vault', 'secrets live in Key Vault, never in code', { label: 'main' });
  c.ref.vault = kv;
  return kv;
}

export function workspaceFor(c: Component, plan: Planner): Component {
  const law = plan.ensure('azure.log_analytics_workspace', 'diagnostics and container logs need a workspace', {
    label: 'main',
  });
  c.ref.workspace = law;
  // A workspace-based component's data is billed and capped in its workspace: a daily cap said
  // with the component is the workspace's.
  if (c.attrs.dailyCapGb !== undefined && law.attrs.dailyCapGb === undefined) {
    law.attrs.dailyCapGb = c.attrs.dailyCapGb;
    c.attrs.dailyCapGb = undefined;
    plan.handOver(c, law, 'daily cap');
    c.settings = c.settings?.filter((s) => s.label !== 'daily cap');
  }
  return law;
}

/** Azure names: hyphenated, with a per-deployment suffix where the name must be globally unique. */
export const azName = (c: Component, max = 60) => dnsLabel(c, max);

/**
 * The public IP a gateway or load balancer fronts with: one the request asked for that nothing uses
 * yet, else one added for it (so "a NAT gateway plus one public IP address" is one address, not two).
 */
export function publicIpFor(c: Component, plan: Planner, why: string, suffix: string): Component {
  inGroup(c, plan);
  const ip =
    plan.all('azure.public_ip').find((p) => !p.implicit && (!p.config.usedBy || p.config.usedBy === c.id)) ??
    plan.add('azure.public_ip', { implicit: why, label: `${c.id}_${suffix}` });
  ip.config.usedBy = c.id;
  c.ref.ip = ip;
  return ip;
}

/** An IPv4 range as its first address (a number) and prefix length. */
function parseRange(cidr: string): { base: number; bits: number } | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(cidr);
  if (!m) return undefined;
  const base = m.slice(1, 5).reduce((n, o) => n * 256 + Number(o), 0);
  return { base, bits: Number(m[5]) };
}
/** Whether range `inner` lies inside `outer` (both a.b.c.d/n). */
export const inside = (inner: string, outer: string) => {
  const a = parseRange(inner);
  const b = parseRange(outer);
  if (!a || !b || a.bits <= b.bits) return false;
  const size = 2 ** (32 - b.bits);
  return Math.floor(a.base / size) === Math.floor(b.base / size);
};
const rangeText = (base: number, bits: number) =>
  `${[24, 16, 8, 0].map((s) => Math.floor(base / 2 ** s) % 256).join('.')}/${bits}`;

/** The network's address space: the range stated for it, else 10.0.0.0/16. */
export const vnetRange = (vnet: Component) => vnet.attrs.cidrs[0] ?? '10.0.0.0/16';

/**
 * A subnet's address range inside its network: the ranges the request stated inside the network's
 * space, in the order the subnets come, then the next free /24 of that space (a range outside the
 * network's space would not deploy).
 */
export function subnetRange(c: Component, all: Component[]): string {
  const vnetOf = (s: Component) => s.ref.vnet as Component | undefined;
  const space = vnetRange(vnetOf(c) ?? c);
  const siblings = all.filter((s) => vnetOf(s) === vnetOf(c));
  // An existing network's space is not the request's to state: the ranges said beside it are its
  // new subnets' ("a subnet (10.10.8.0/24) in our existing vnet-hub"), each as given.
  if (vnetOf(c)?.attrs.flags.has('existing')) {
    const given = [...new Set(siblings.flatMap((s) => s.attrs.cidrs))];
    const at = Math.max(0, siblings.indexOf(c));
    if (at < given.length) return given[at];
  }
  const stated = [...new Set([...(vnetOf(c)?.attrs.cidrs ?? []), ...siblings.flatMap((s) => s.attrs.cidrs)])].filter(
    (r) => inside(r, space),
  );
  const i = Math.max(0, siblings.indexOf(c));
  if (i < stated.length) return stated[i];
  const net = parseRange(space) ?? { base: 10 * 2 ** 24, bits: 16 };
  const bits = Math.max(24, net.bits + 1);
  const free: string[] = [];
  for (let k = 1; free.length <= i - stated.length && k < 2 ** (bits - net.bits); k++) {
    const range = rangeText(net.base + k * 2 ** (32 - bits), bits);
    if (!stated.some((r) => inside(r, range) || inside(range, r) || r === range)) free.push(range);
  }
  return free[i - stated.length] ?? rangeText(net.base, bits);
}

/**
 * A network security group's inbound rules: those stated by service ("deny RDP from the internet"),
 * then an allow for each stated port, else HTTPS only. The source is the internet when the request
 * said so or the group is public, the network otherwise.
 */
export function securityRules(
  c: Component,
): { name: string; priority: number; access: 'Allow' | 'Deny'; port: number | '*'; source: string }[] {
  const stated = c.attrs.trafficRules ?? [];
  const ports = c.attrs.ports.filter((p) => !stated.some((r) => r.port === p));
  const rules: NonNullable<Component['attrs']['trafficRules']> = [
    ...stated,
    ...(stated.length || ports.length ? ports : [443]).map((port) => ({ access: 'Allow' as const, port })),
  ];
  const internet = c.attrs.flags.has('public');
  const written = rules.map((r, i) => ({
    name: `${r.access.toLowerCase()}-${r.port}`,
    priority: 100 + i * 10,
    access: r.access,
    port: r.port as number | '*',
    source: r.source ?? (r.fromInternet || internet ? 'Internet' : 'VirtualNetwork'),
  }));
  // "Only" what is let in: Azure's own rules still let in everything from the network (AllowVnetInBound)
  // and its load balancer, so the rest is denied by a rule of its own, after every stated one.
  if (!stated.some((r) => r.access === 'Allow' && r.only)) return written;
  return [...written, { name: 'deny-all-inbound', priority: 4096, access: 'Deny', port: '*', source: '*' }];
}

/** The Bastion SKU asked for; Standard (native clients, tunnelling) when none was. */
export const bastionSku = (c: Component) => namedTier(c, ['Developer', 'Basic', 'Standard', 'Premium'], 'Standard');

/**
 * The region the resources live in: the one the request names, else West Europe, or North Europe
 * when something is copied to West Europe (a copy never lives in its home region).
 */
export function homeRegion(plan: Pick<Planner, 'global' | 'components'>): string {
  const copies = plan.components.flatMap((c) => (c.config.replicaRegions as string[] | undefined) ?? []);
  return regionOf('azure', plan.global.regions) ?? ['westeurope', 'northeurope'].find((r) => !copies.includes(r))!;
}

/** An application gateway's SKU (name and tier are the same): WAF_v2 unless Standard_v2 was asked for. */
export const gatewaySku = (c: Component) => namedTier(c, ['WAF_v2', 'Standard_v2'], 'WAF_v2');

// Subnets Azure reserves for a service by exact name: a subnet given one of them is that service's.
const RESERVED_SUBNETS = [
  'AzureBastionSubnet',
  'AzureFirewallSubnet',
  'AzureFirewallManagementSubnet',
  'GatewaySubnet',
  'RouteServerSubnet',
];
const reservedName = (c: Component) => RESERVED_SUBNETS.find((r) => r.toLowerCase() === c.name?.toLowerCase());

/**
 * A subnet's name: the one Azure requires for a service's own subnet (AzureBastionSubnet), in
 * Azure's spelling when the request gave one; else the name the request gave; else snet-<label>.
 */
export const subnetName = (c: Component) =>
  (c.config.fixedName as string | undefined) ?? reservedName(c) ?? ownName(c, 'snet');

/** Subnets a service manages itself (Bastion's, a gateway's) take no general security group: its rules would break the service. */
const takesSecurityGroup = (s: Component) => !s.config.fixedName && !reservedName(s);

/**
 * The subnets a network security group is put on: those its own phrase names ("an NSG on
 * snet-app"), else every subnet that takes one.
 */
export function guardedSubnets(nsg: Component, plan: Pick<Planner, 'all' | 'phrases'>): Component[] {
  const all = plan.all('azure.subnet').filter(takesSecurityGroup);
  const phrase = (plan.phrases[nsg.phrase ?? -1] ?? '').toLowerCase();
  const named = all.filter(
    (s) => s.name && new RegExp(`(?<![\\w-])${escaped(s.name.toLowerCase())}(?![\\w-])`).test(phrase),
  );
  return named.length ? named : all;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The position of a subnet among the network's subnets, which picks its address range. */
export function subnetIndex(c: Component, all: Component[]): number {
  return Math.max(0, all.indexOf(c));
}

/** What a private endpoint can connect to: the sub-resource it reaches and the private DNS zone that names it. */
export const ENDPOINT_TARGETS: Record<string, { group: string; zone: string }> = {
  'azure.postgresql_flexible_server': { group: 'postgresqlServer', zone: 'privatelink.postgres.database.azure.com' },
  'azure.mysql_flexible_server': { group: 'mysqlServer', zone: 'privatelink.mysql.database.azure.com' },
  'azure.mssql_server': { group: 'sqlServer', zone: 'privatelink.database.windows.net' },
  'azure.cosmosdb_account': { group: 'Sql', zone: 'privatelink.documents.azure.com' },
  'azure.redis_cache': { group: 'redisCache', zone: 'privatelink.redis.cache.windows.net' },
  'azure.storage_account': { group: 'blob', zone: 'privatelink.blob.core.windows.net' },
  'azure.key_vault': { group: 'vault', zone: 'privatelink.vaultcore.azure.net' },
  'azure.container_registry': { group: 'registry', zone: 'privatelink.azurecr.io' },
  'azure.servicebus_namespace': { group: 'namespace', zone: 'privatelink.servicebus.windows.net' },
  'azure.eventhub_namespace': { group: 'namespace', zone: 'privatelink.servicebus.windows.net' },
  'azure.linux_web_app': { group: 'sites', zone: 'privatelink.azurewebsites.net' },
  'azure.linux_function_app': { group: 'sites', zone: 'privatelink.azurewebsites.net' },
  'azure.app_configuration': { group: 'configurationStores', zone: 'privatelink.azconfig.io' },
};

/**
 * The resource a private endpoint is for: what the request asked for in the same phrase (or the
 * nearest one), never a resource the planner added on its own.
 */
export function endpointTarget(pe: Component, plan: Planner): Component | undefined {
  const asked = plan.components.filter((c) => ENDPOINT_TARGETS[c.kind] && !c.implicit && !c.config.replica);
  const distance = (c: Component) => Math.abs((c.phrase ?? 0) - (pe.phrase ?? 0));
  return asked.sort((a, b) => distance(a) - distance(b))[0];
}

/** What a metric alert can watch, in order of preference, and the metric it watches on each. */
export const ALERT_TARGETS = [
  'azure.linux_virtual_machine',
  'azure.linux_web_app',
  'azure.linux_function_app',
  'azure.postgresql_flexible_server',
  'azure.kubernetes_cluster',
];
/** What an alert watches on one kind of target: the metric, how it is aggregated and the threshold. */
const watch = (namespace: string, metric: string, aggregation: string, threshold: number) => ({
  namespace,
  metric,
  aggregation,
  threshold,
});
const SITE_ERRORS = watch('Microsoft.Web/sites', 'Http5xx', 'Total', 10);
export const ALERT_METRICS: Record<string, ReturnType<typeof watch>> = {
  'azure.linux_virtual_machine': watch('Microsoft.Compute/virtualMachines', 'Percentage CPU', 'Average', 80),
  'azure.linux_web_app': SITE_ERRORS,
  'azure.linux_function_app': SITE_ERRORS,
  'azure.postgresql_flexible_server': watch('Microsoft.DBforPostgreSQL/flexibleServers', 'cpu_percent', 'Average', 80),
  'azure.kubernetes_cluster': watch(
    'Microsoft.ContainerService/managedClusters',
    'node_cpu_usage_percentage',
    'Average',
    80,
  ),
};
