import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.kms_crypto_key',
  label: 'main',
  title: 'KMS key ring and key',
};
