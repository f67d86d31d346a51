import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.apigatewayv2_api',
  settings: ['apiRoute', 'path'],
};
