import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.lambda_function_url',
  label: 'app',
  title: 'Lambda function URL',
  needs: (c, plan) =>
    void (c.ref.fn = plan.ensure('aws.lambda_function', 'the function behind the URL', { label: 'app' })),
};
