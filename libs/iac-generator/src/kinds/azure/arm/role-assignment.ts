/** Role assignments as ARM resources (Bicep is printed from the same): one per built-in role granted. */
import { type Component } from '../../../model/types';
import { ArmExpr, armQuote, type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { rolesOf, SCOPE_TYPES } from '../role-assignment';

export const ROLE_ASSIGNMENT_ARM: Record<string, ArmWriter> = {
  'azure.role_assignment': {
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
  },
};
