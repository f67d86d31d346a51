import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.ses_domain_identity',
  label: 'mail',
  title: 'SES domain identity',
};
