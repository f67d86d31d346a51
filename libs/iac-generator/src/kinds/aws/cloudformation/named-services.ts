/** What the CloudFormation writers of Organizations policies and Transfer Family servers share. */
import { type Component } from '../../../model/types';
import { type CfnContext, type CfnValue } from '../../../render/cloudformation/context';

export const pascal = (id: string) => id.replace(/(^|_)([a-z0-9])/g, (_m, _s, ch: string) => ch.toUpperCase());

/** Where a policy is attached: a root, OU or account id the user supplies (CloudFormation cannot look one up). */
export function policyTargets(c: Component, x: CfnContext): CfnValue[] | undefined {
  const target = c.attrs.policyTarget;
  if (!target) return undefined;
  const what = { root: 'organization root (r-...)', ou: 'organizational unit (ou-...)', account: 'account' }[target];
  return [
    x.parameter(`${pascal(c.id)}TargetId`, {
      Type: 'String',
      Description: `ID of the ${what} the policy is attached to`,
    }),
  ];
}
