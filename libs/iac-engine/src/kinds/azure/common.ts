/** Pieces shared by Azure kinds: the resource group, the network, identities and Key Vault. */
import { type Component } from '../../model/types';
import { type Expr, expr, type HclBody } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { type TfContext } from '../../render/terraform/context';
import { alnum, dnsLabel } from '../../model/names';

export function inGroup(c: Component, plan: Planner): Component {
  const rg = plan.ensure('azure.resource_group', 'every Azure resource lives in a resource group', { label: 'main' });
  if (c !== rg) c.ref.group = rg;
  return rg;
}

/** `resource_group_name` and `location` of the component's resource group. */
export function placed(c: Component, x: TfContext): HclBody {
  const rg = (c.ref.group as Component | undefined) ?? x.plan.first('azure.resource_group');
  return { resource_group_name: x.ref(rg, 'name'), location: x.ref(rg, 'location') };
}

export function subnetFor(c: Component, plan: Planner, purpose = 'workloads'): Component {
  inGroup(c, plan);
  const vnet = plan.ensure('azure.virtual_network', 'a private network for the resources that need one', { label: 'main' });
  const subnet = plan.all('azure.subnet').find((s) => !s.config.delegation && (s.config.purpose ?? purpose) === purpose) ?? plan.add('azure.subnet', { implicit: `a subnet for ${purpose}`, label: purpose, config: { purpose } });
  subnet.config.purpose ??= purpose;
  subnet.ref.vnet = vnet;
  c.ref.subnet = subnet;
  return subnet;
}

export function vaultFor(c: Component, plan: Planner): Component {
  inGroup(c, plan);
  const kv = plan.ensure('azure.key_vault', 'secrets live in Key Vault, never in code', { label: 'main' });
  c.ref.vault = kv;
  return kv;
}

export function workspaceFor(c: Component, plan: Planner): Component {
  const law = plan.ensure('azure.log_analytics_workspace', 'diagnostics and container logs need a workspace', { label: 'main' });
  c.ref.workspace = law;
  return law;
}

export const tags = (c: Component) => ({ ManagedBy: 'infragen', Name: c.name ?? c.id, Environment: expr('var.environment') });

/** Azure names: hyphenated, with a per-deployment suffix where the name must be globally unique. */
export const azName = (c: Component, max = 60) => dnsLabel(c, max);
/**
 * A globally unique name (web apps, storage accounts, vaults): letters and digits from the
 * component's name plus a random suffix created once per state, so two deployments never collide.
 */
export function globalName(c: Component, x: TfContext, max = 24): Expr {
  x.resource('random_string', 'suffix', { length: 6, lower: true, upper: false, numeric: true, special: false }, 'Makes globally unique names unique; created once and kept in state.');
  return expr(`"${alnum(c, max - 6)}\${random_string.suffix.result}"`);
}

export function tenant(x: TfContext) {
  x.data('azurerm_client_config', 'current', {});
  return expr('data.azurerm_client_config.current.tenant_id');
}

/** A private DNS zone linked to the network, which VNet-integrated flexible servers require. */
export function privateDnsZone(c: Component, x: TfContext, zone: string): Expr {
  const rg = c.ref.group as Component;
  const vnet = (c.ref.subnet as Component).ref.vnet as Component;
  const z = x.resource('azurerm_private_dns_zone', c.id, { name: zone, resource_group_name: x.ref(rg, 'name') });
  x.resource('azurerm_private_dns_zone_virtual_network_link', c.id, { name: `${c.id.replace(/_/g, '-')}-link`, private_dns_zone_name: expr(`${z}.name`), virtual_network_id: x.ref(vnet), resource_group_name: x.ref(rg, 'name'), registration_enabled: false });
  return expr(`${z}.id`);
}
