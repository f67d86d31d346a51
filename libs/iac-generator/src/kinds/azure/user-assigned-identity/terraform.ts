import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { federationsOf } from '../federation';
import { ownName } from '../naming';
import { placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_user_assigned_identity',
  write: (c, x) => {
    x.primary(c, { name: ownName(c, 'id'), ...placed(c, x), tags: tags(c) });
    x.output(`${c.id}_client_id`, x.ref(c, 'client_id'), 'Client id of the managed identity');
    for (const f of federationsOf(c))
      x.resource(
        'azurerm_federated_identity_credential',
        `${c.id}_${f.name}`,
        {
          name: f.name,
          resource_group_name: x.ref(c, 'resource_group_name'),
          parent_id: x.ref(c, 'id'),
          audience: ['api://AzureADTokenExchange'],
          issuer: f.cluster ? x.ref(f.cluster as Component, 'oidc_issuer_url') : f.issuer,
          subject: f.subject,
        },
        'Signs in as this identity with no secret: only tokens of this issuer for this subject.',
      );
  },
};
