import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.elastic_beanstalk_application',
  settings: ['size', 'runtime', 'os', 'port'],
  concepts: [
    {
      phrases: ['elastic beanstalk application', 'beanstalk application', 'elastic beanstalk app', 'beanstalk app'],
      aws: 'aws.elastic_beanstalk_application',
      vendor: 'aws',
    },
  ],
};
