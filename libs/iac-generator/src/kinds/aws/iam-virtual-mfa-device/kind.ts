import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.iam_virtual_mfa_device',
  label: 'main',
  title: 'IAM virtual MFA device',
};
