import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.kms_key',
  label: 'main',
  title: 'KMS key',
};
