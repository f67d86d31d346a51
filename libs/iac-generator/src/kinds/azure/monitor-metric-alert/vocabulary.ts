import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'azure.monitor_metric_alert',
  settings: [],
};
