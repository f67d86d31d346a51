import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'aws.vpc_peering_connection',
  settings: [],
};
