import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.cognito_user_pool_client',
  label: 'users',
  title: 'Cognito app client',
  needs: (c, plan) =>
    void (c.ref.pool = plan.ensure('aws.cognito_user_pool', 'the pool the client signs into', { label: 'users' })),
};
