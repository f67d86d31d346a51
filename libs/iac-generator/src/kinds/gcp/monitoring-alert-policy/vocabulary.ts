import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.monitoring_alert_policy',
  settings: ['subscriber'],
};
