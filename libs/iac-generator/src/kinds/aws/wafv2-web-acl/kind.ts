import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.wafv2_web_acl',
  label: 'web',
  title: 'WAF web ACL',
};
