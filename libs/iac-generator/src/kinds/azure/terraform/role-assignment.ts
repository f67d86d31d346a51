/** Role assignments as hashicorp/azurerm resources: one per built-in role granted. */
import { type Component } from '../../../model/types';
import { expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { rolesOf } from '../role-assignment';

export const ROLE_ASSIGNMENT_TERRAFORM: Record<string, TerraformWriter> = {
  'azure.role_assignment': {
    resourceType: 'azurerm_role_assignment',
    write: (c, x) => {
      const scope = (c.ref.scope as Component | undefined) ?? (c.ref.group as Component);
      x.data('azurerm_subscription', 'current', {});
      rolesOf(c).forEach((role, i) => {
        const body = {
          scope: x.ref(scope),
          // A built-in role's id is the same everywhere: written as such, no lookup by name.
          role_definition_id: expr(
            `"\${data.azurerm_subscription.current.id}/providers/Microsoft.Authorization/roleDefinitions/${role.id}"`,
          ),
          principal_id: x.ref(c.ref.identity as Component, 'principal_id'),
          principal_type: 'ServicePrincipal',
        };
        const why = `${role.name}, scoped to ${scope === c.ref.group ? 'this resource group' : 'the one resource'}.`;
        if (i === 0) x.primary(c, body, why);
        else x.resource('azurerm_role_assignment', `${c.id}_${i + 1}`, body, why);
      });
    },
  },
};
