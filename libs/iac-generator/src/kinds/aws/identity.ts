/** IAM, keys and secrets. Roles trust one service and carry only the policies their users need. */
import { type Kind } from '../kind';

export const IDENTITY_KINDS: Kind[] = [
  {
    kind: 'aws.secretsmanager_secret',
    label: 'app',
    title: 'Secrets Manager secret',
    needs: (c, plan) => {
      c.ref.kms = plan.ensure('aws.kms_key', 'encrypts the secret', { label: 'main' });
    },
  },
];
