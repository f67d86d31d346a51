import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'aws.apigatewayv2_api',
  settings: ['apiRoute', 'path'],
};
