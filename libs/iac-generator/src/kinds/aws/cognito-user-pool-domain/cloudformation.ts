import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

const STACK_SUFFIX = {
  'Fn::Select': [4, { 'Fn::Split': ['-', { 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] }] }],
};

const prefix = (c: Component) =>
  givenName(c)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50) || 'auth';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::Cognito::UserPoolDomain',
      Properties: {
        UserPoolId: x.ref(c.ref.pool as Component),
        // A hosted sign-in prefix is global across AWS: the given name with the end of the stack's id, as the
        // Terraform writer adds a random suffix, so that a common name does not fail as taken.
        // A prefix the request gives is written as given.
        Domain: (c.ref.pool as Component).attrs.domainPrefix ?? { 'Fn::Join': ['-', [prefix(c), STACK_SUFFIX]] },
      },
    }),
};
