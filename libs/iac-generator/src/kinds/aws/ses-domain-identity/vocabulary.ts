import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.ses_domain_identity',
  settings: [],
  concepts: [{ phrases: ['ses', 'email sending', 'send email'], aws: 'aws.ses_domain_identity' }],
};
