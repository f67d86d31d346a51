/** What the hashicorp/aws writers of Organizations policies share. */
import { type Component } from '../../../model/types';
import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TfContext } from '../../../render/terraform/context';

/** Where a policy is attached: the organization's root (looked up), or an OU or account the user names. */
export function policyTarget(c: Component, x: TfContext) {
  if (c.attrs.policyTarget === 'root') {
    x.data('aws_organizations_organization', 'current', {});
    return expr('data.aws_organizations_organization.current.roots[0].id');
  }
  if (!c.attrs.policyTarget) return undefined;
  return x.variable(`${c.id}_target_id`, {
    type: 'string',
    description: `ID of the ${c.attrs.policyTarget === 'ou' ? 'organizational unit' : 'account'} policy ${givenName(c)} is attached to`,
  });
}
