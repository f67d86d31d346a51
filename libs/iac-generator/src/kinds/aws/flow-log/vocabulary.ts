import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'aws.flow_log',
  settings: ['retention'],
};
