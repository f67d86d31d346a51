import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.ebs_volume',
  label: 'data',
  title: 'EBS volume',
};
