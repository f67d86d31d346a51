import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.compute_instance',
  settings: ['size', 'resources', 'storage', 'spot', 'os', 'port', 'existingNetwork'],
  concepts: [{ phrases: ['compute engine', 'gce instance', 'gce'], gcp: 'gcp.compute_instance', vendor: 'gcp' }],
};
