import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.autoscaling_group',
  settings: [
    'replicas',
    'nodes',
    'scaling',
    'size',
    'resources',
    'spot',
    'os',
    'port',
    'utilization',
    'instanceCount',
    'sourceRange',
  ],
  concepts: [
    { phrases: ['auto scaling group', 'autoscaling group', 'asg'], aws: 'aws.autoscaling_group', vendor: 'aws' },
  ],
};
