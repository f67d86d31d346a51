import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lambda_layer_version',
  settings: ['resources', 'runtime'],
  concepts: [{ phrases: ['lambda layer', 'layer version', 'layer'], aws: 'aws.lambda_layer_version' }],
};
