import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.lambda_alias',
  label: 'live',
  title: 'Lambda alias',
  needs: (c, plan) =>
    void (c.ref.fn = plan.ensure('aws.lambda_function', 'the function the alias points to', { label: 'app' })),
};
