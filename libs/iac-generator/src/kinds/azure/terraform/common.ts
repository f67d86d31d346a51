/** Pieces shared by the azurerm writers: placement, tags, globally unique names, the tenant, private DNS zones. */
import { type Component } from '../../../model/types';
import { type Expr, expr, type HclBody } from '../../../model/hcl';
import { alnum } from '../../../model/names';
import { type TfContext } from '../../../render/terraform/context';
import { type Spelling, statedName } from '../naming';

/** `resource_group_name` and `location` of the component's resource group. */
export function placed(c: Component, x: TfContext): HclBody {
  const rg = (c.ref.group as Component | undefined) ?? x.plan.first('azure.resource_group');
  return { resource_group_name: x.ref(rg, 'name'), location: x.ref(rg, 'location') };
}

export const tags = (c: Component) => ({
  ManagedBy: 'infragen',
  Name: c.name ?? c.id,
  Environment: expr('var.environment'),
});

/**
 * A globally unique name (web apps, storage accounts, vaults): the name the request gave, as given
 * in the kind's spelling (naming.ts says why); else letters and digits from the component's label
 * plus a random suffix created once per state, so two deployments never collide.
 */
export function globalName(c: Component, x: TfContext, max = 24, spelling: Spelling = 'alnum'): Expr | string {
  const stated = statedName(c, max, spelling);
  if (stated) return stated;
  // One suffix serves every name of the configuration.
  if (!x.resources.some((r) => r.labels[0] === 'random_string' && r.labels[1] === 'suffix'))
    x.resource(
      'random_string',
      'suffix',
      { length: 6, lower: true, upper: false, numeric: true, special: false },
      'Makes globally unique names unique; created once and kept in state.',
    );
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
  x.resource('azurerm_private_dns_zone_virtual_network_link', c.id, {
    name: `${c.id.replace(/_/g, '-')}-link`,
    private_dns_zone_name: expr(`${z}.name`),
    virtual_network_id: x.ref(vnet),
    resource_group_name: x.ref(rg, 'name'),
    registration_enabled: false,
  });
  return expr(`${z}.id`);
}
