import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.ecs_cluster',
  settings: ['nodes'],
  concepts: [{ phrases: ['ecs', 'ecs cluster', 'elastic container service'], aws: 'aws.ecs_cluster', vendor: 'aws' }],
  existing: { data: 'aws_ecs_cluster', by: 'cluster_name', what: 'ECS cluster' },
};
