import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.elastic_beanstalk_environment',
  settings: ['replicas', 'size', 'runtime', 'os', 'port'],
  concepts: [
    {
      phrases: ['elastic beanstalk', 'elastic beanstalk environment', 'beanstalk environment', 'beanstalk'],
      aws: 'aws.elastic_beanstalk_environment',
      vendor: 'aws',
    },
  ],
};
