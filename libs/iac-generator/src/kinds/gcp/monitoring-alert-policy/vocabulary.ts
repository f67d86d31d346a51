import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.monitoring_alert_policy',
  settings: ['subscriber'],
};
