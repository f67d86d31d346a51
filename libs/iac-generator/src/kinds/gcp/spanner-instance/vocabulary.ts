import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.spanner_instance',
  settings: ['nodes', 'size', 'resources', 'storage', 'capacity', 'tier', 'spot', 'os', 'port', 'location'],
  concepts: [{ phrases: ['spanner', 'cloud spanner'], gcp: 'gcp.spanner_instance', vendor: 'gcp' }],
};
