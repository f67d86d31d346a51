import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.secretsmanager_secret',
  label: 'app',
  title: 'Secrets Manager secret',
  needs: (c, plan) => {
    c.ref.kms = plan.ensure('aws.kms_key', 'encrypts the secret', { label: 'main' });
  },
};
