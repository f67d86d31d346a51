import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.ecs_task_definition',
  settings: ['resources', 'runtime', 'image', 'port', 'environment'],
  concepts: [{ phrases: ['task definition'], aws: 'aws.ecs_task_definition', vendor: 'aws' }],
};
