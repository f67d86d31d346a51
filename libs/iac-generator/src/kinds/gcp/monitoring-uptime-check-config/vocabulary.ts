import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.monitoring_uptime_check_config',
  settings: ['subscriber', 'url'],
  concepts: [
    { phrases: ['uptime check', 'uptime monitor', 'uptime checks'], gcp: 'gcp.monitoring_uptime_check_config' },
  ],
};
