import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.iam_user',
  label: 'app',
  title: 'IAM user',
};
