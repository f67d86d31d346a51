import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.glacier_vault',
  label: 'archive',
  title: 'S3 Glacier vault',
};
