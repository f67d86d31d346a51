import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.elasticache_user',
  label: 'app',
  title: 'ElastiCache user',
};
