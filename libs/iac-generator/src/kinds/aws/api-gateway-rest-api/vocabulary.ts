import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.api_gateway_rest_api',
  settings: ['timeout', 'port', 'apiRoute', 'path'],
};
