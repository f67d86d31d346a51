import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.elastic_beanstalk_application_version',
  settings: ['size', 'runtime', 'os', 'port'],
  concepts: [
    {
      phrases: ['application version', 'app version'],
      aws: 'aws.elastic_beanstalk_application_version',
    },
  ],
};
