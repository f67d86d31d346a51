import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.acm_certificate',
  label: 'site',
  title: 'ACM certificate',
};
