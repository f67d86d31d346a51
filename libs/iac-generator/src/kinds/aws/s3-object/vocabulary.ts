import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'aws.s3_object',
  settings: ['retention'],
};
