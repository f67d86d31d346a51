import { rolesOf } from '../role-scope';
import { PRINCIPALS } from '../grants';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_role_assignment',
  write: (c, x) => {
    const scope = (c.ref.scope as Component | undefined) ?? (c.ref.group as Component);
    const identity = c.ref.identity as Component;
    // A workload's own identity (a VM's, a cluster's kubelet) or a user-assigned one.
    const principal = x.ref(identity, PRINCIPALS[identity.kind]?.terraform ?? 'principal_id');
    rolesOf(c).forEach((role, i) => {
      const body = {
        scope: x.ref(scope),
        // The built-in role by the name the request gave it, as Azure spells it (the provider finds its id).
        role_definition_name: role.name,
        principal_id: principal,
        principal_type: 'ServicePrincipal',
      };
      const why = `${role.name}, scoped to ${scope === c.ref.group ? 'this resource group' : 'the one resource'}.`;
      if (i === 0) x.primary(c, body, why);
      else x.resource('azurerm_role_assignment', `${c.id}_${i + 1}`, body, why);
    });
  },
};
