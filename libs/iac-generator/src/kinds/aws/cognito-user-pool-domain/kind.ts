import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.cognito_user_pool_domain',
  label: 'users',
  title: 'Cognito domain',
  needs: (c, plan) =>
    void (c.ref.pool = plan.ensure('aws.cognito_user_pool', 'the pool the domain serves', { label: 'users' })),
};
