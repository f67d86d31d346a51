import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.elastic_beanstalk_configuration_template',
  settings: ['size', 'runtime', 'os', 'port'],
  concepts: [{ phrases: ['configuration template'], aws: 'aws.elastic_beanstalk_configuration_template' }],
};
