import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.ecs_service',
  settings: ['replicas', 'scaling', 'resources', 'runtime', 'spot', 'image', 'port', 'utilization', 'environment'],
  concepts: [
    { phrases: ['ecs service', 'fargate service', 'fargate', 'fargate task'], aws: 'aws.ecs_service', vendor: 'aws' },
  ],
};
