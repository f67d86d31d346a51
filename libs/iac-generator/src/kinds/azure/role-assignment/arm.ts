import { SCOPE_TYPES, rolesOf } from '../role-scope';
import { type Component } from '../../../model/types';
import { ArmExpr, type ArmWriter, armQuote } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    const id = c.ref.identity as Component;
    const sym = x.symbol(id);
    const idName = `id-${azName(id)}`;
    const target = c.ref.scope as Component | undefined;
    const type = target && SCOPE_TYPES[target.kind];
    // An extension resource on one resource: ARM names it by id, Bicep by its symbol.
    let scope: ArmExpr | undefined;
    if (target && type) {
      const name = x.nameOf(x.symbol(target), '');
      const armName = typeof name === 'string' ? armQuote(name) : name.inner;
      scope = new ArmExpr(`resourceId('${type}', ${armName})`, x.symbol(target));
    }
    const principal = new ArmExpr(
      `reference(resourceId('Microsoft.ManagedIdentity/userAssignedIdentities', '${idName}'), '2023-01-31').principalId`,
      `${sym}.properties.principalId`,
    );
    rolesOf(c).forEach((role, i) => {
      // A built-in role's id is the same everywhere; the assignment's name must be a stable GUID.
      const definition = `subscriptionResourceId('Microsoft.Authorization/roleDefinitions', '${role.id}')`;
      const guid = `guid(${scope ? scope.inner : 'resourceGroup().id'}, '${idName}', '${role.id}')`;
      x.resource(x.symbol(c, i ? String(i + 1) : ''), 'Microsoft.Authorization/roleAssignments', '2022-04-01', {
        name: new ArmExpr(guid, scope ? `guid(${scope.bicep}.id, '${idName}', '${role.id}')` : guid),
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
