import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.db_proxy',
  settings: ['size', 'storage'],
  concepts: [{ phrases: ['rds proxy', 'db proxy', 'database proxy', 'proxy'], aws: 'aws.db_proxy' }],
};
