/**
 * ARM and Bicep: a resource the request says already exists is an `existing` resource (Bicep) and a
 * resourceId() (ARM) built from parameters that hold what the request gave (its name, or the parts of
 * its resource id, with the resource group it is in), never a resource the template creates.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { EXISTING, existingLookup } from '../../model/existing';
import { type Planner } from '../../plan/planner';
import { isIdentifier, lastPart, segmentAfter } from '../../model/identifiers';
import { type Component } from '../../model/types';
import { ArmExpr, armQuote, type ArmContext, type ArmResource } from './arm-context';

/** Writes the existing resource `c` refers to (false when its kind names no ARM type to refer to). */
export function referToExistingArm(c: Component, x: ArmContext): boolean {
  const lookup = EXISTING[c.kind];
  const id = c.name && isIdentifier(c.name) ? c.name : undefined;
  if (c.kind === 'azure.resource_group') {
    const name = id ? lastPart(id) : c.name;
    x.note(GeneratorMessages.existingGroupDeployedInto(name ?? '<group>'));
    return true;
  }
  if (!lookup?.arm) return false;
  const symbol = x.symbol(c);
  const param = (key: string, what: string, value: string | undefined) =>
    x.param(`${symbol}${key}`, {
      type: 'string',
      description: `${what} of the existing ${lookup.what} (not created here)`,
      defaultValue: value,
    });
  const own = param('Name', 'Name', id ? lastPart(id) : c.name);
  // A child type (a subnet of a virtual network) is named parent/child: the parent from the id, else stated.
  const child = lookup.arm.type.split('/').length > 2;
  const parentName = id?.split('/').slice(-3, -2)[0];
  const parent = child ? param('Parent', 'Parent name', parentName) : undefined;
  // Spelt as a string in Bicep too, so a child of it (a secret in an existing vault) is named under it.
  const name = parent
    ? new ArmExpr(`concat(${parent.inner}, '/', ${own.inner})`, `'\${${parent.bicep}}/\${${own.bicep}}'`, [
        parent.inner,
        own.inner,
      ])
    : new ArmExpr(own.inner, `'\${${own.bicep}}'`);
  const inGroup = id && segmentAfter(id, 'resourceGroups');
  const group = inGroup ? param('ResourceGroup', 'Resource group', inGroup) : undefined;
  const resource: ArmResource = {
    symbol,
    type: lookup.arm.type,
    apiVersion: lookup.arm.apiVersion as never,
    name,
    body: {} as never,
    existing: { group },
  };
  if (!x.resources.some((r) => r.symbol === symbol)) x.resources.push(resource);
  x.note(GeneratorMessages.existingReferredTo(`${lookup.arm.type}/${id ? lastPart(id) : (c.name ?? symbol)}`));
  return true;
}

/** ARM's resourceId() of an existing resource: in the group it is in, when the request named one. */
export function existingResourceId(r: ArmResource, segments: string): string {
  const group = r.existing?.group;
  return `resourceId(${group ? `${group.inner}, ` : ''}${armQuote(r.type)}, ${segments})`;
}

/** The name of the resource group the request says exists, which the template is deployed into. */
export function existingGroup(plan: Planner): string | undefined {
  const group = plan.all('azure.resource_group').find((g) => existingLookup(g) && g.name);
  return group?.name && (isIdentifier(group.name) ? lastPart(group.name) : group.name);
}
