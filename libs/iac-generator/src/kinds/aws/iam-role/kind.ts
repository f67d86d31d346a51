import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.iam_role',
  label: 'app',
  title: 'IAM role',
};
