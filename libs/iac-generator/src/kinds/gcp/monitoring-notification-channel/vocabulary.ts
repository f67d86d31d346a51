import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.monitoring_notification_channel',
  settings: ['subscriber'],
  concepts: [{ phrases: ['notification channel', 'alert channel'], gcp: 'gcp.monitoring_notification_channel' }],
};
