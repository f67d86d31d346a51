import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.cognito_user_pool',
  label: 'users',
  title: 'Cognito user pool',
  needs: (c, plan) => {
    plan.ensure('aws.cognito_user_pool_client', 'the app that signs users in', { label: c.id });
    plan.ensure('aws.cognito_user_pool_domain', 'hosts the sign-in pages', { label: c.id });
  },
};
