import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.iam_group',
  label: 'app',
  title: 'IAM group',
};
