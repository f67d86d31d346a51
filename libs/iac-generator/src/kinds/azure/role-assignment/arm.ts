import { SCOPE_TYPES, rolesOf } from '../role-scope';
import { PRINCIPALS } from '../grants';
import { type Component } from '../../../model/types';
import { type ArmContext, ArmExpr, type ArmWriter, armQuote } from '../../../render/azure/arm-context';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const id = c.ref.identity as Component;
    const sym = x.symbol(id);
    const idName = ownName(id, 'id');
    const target = c.ref.scope as Component | undefined;
    const type = target && SCOPE_TYPES[target.kind];
    // An extension resource on one resource: ARM names it by id, Bicep by its symbol.
    let scope: ArmExpr | undefined;
    if (target && type) {
      const name = x.nameOf(x.symbol(target), '');
      // A child's id names each segment ("ns", "queue"), as resourceId() takes them.
      const segments =
        typeof name === 'string'
          ? name.split('/').map(armQuote).join(', ')
          : (name.segments ?? [name.inner]).join(', ');
      scope = new ArmExpr(`resourceId('${type}', ${segments})`, x.symbol(target));
    }
    const own = PRINCIPALS[id.kind];
    const principal = own
      ? ownPrincipal(x, sym, own)
      : new ArmExpr(
          `reference(resourceId('Microsoft.ManagedIdentity/userAssignedIdentities', '${idName}'), '2023-01-31').principalId`,
          `${sym}.properties.principalId`,
        );
    rolesOf(c).forEach((role, i) => {
      // A built-in role's id is the same everywhere; the assignment's name must be a stable GUID.
      const definition = `subscriptionResourceId('Microsoft.Authorization/roleDefinitions', '${role.id}')`;
      const who = own ? sym : idName;
      const guid = `guid(${scope ? scope.inner : 'resourceGroup().id'}, '${who}', '${role.id}')`;
      x.resource(x.symbol(c, i ? String(i + 1) : ''), 'Microsoft.Authorization/roleAssignments', '2022-04-01', {
        name: new ArmExpr(guid, scope ? `guid(${scope.bicep}.id, '${who}', '${role.id}')` : guid),
        scope,
        properties: {
          roleDefinitionId: new ArmExpr(definition, definition),
          principalId: principal,
          principalType: 'ServicePrincipal',
        },
        dependsOn: [sym, ...(target && type ? [x.symbol(target)] : [])],
      });
    });
  },
};

/** The principal of a workload's own identity: its system identity, or a cluster's kubelet identity. */
function ownPrincipal(x: ArmContext, sym: string, own: (typeof PRINCIPALS)[string]): ArmExpr {
  const name = x.nameOf(sym, sym);
  const armName = typeof name === 'string' ? armQuote(name) : name.inner;
  const full = own.full ? ", 'full'" : '';
  return new ArmExpr(
    `reference(resourceId('${own.type}', ${armName}), '${own.apiVersion}'${full}).${own.arm}`,
    `${sym}.${own.bicep}`,
  );
}
