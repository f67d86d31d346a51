import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.linux_web_app',
  settings: ['replicas', 'scaling', 'runtime', 'tier', 'consumption', 'port'],
  concepts: [{ phrases: ['app service', 'web app', 'azure web app'], azure: 'azure.linux_web_app', vendor: 'azure' }],
};
