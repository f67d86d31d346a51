import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.apigee_organization',
  settings: [],
  concepts: [
    {
      phrases: ['apigee', 'apigee organization', 'apigee org', 'apigee x'],
      gcp: 'gcp.apigee_organization',
      vendor: 'gcp',
    },
  ],
};
