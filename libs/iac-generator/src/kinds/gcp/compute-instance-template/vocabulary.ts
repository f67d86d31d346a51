import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.compute_instance_template',
  settings: ['size', 'resources', 'storage', 'spot', 'os', 'port', 'existingNetwork'],
  concepts: [{ phrases: ['instance template'], gcp: 'gcp.compute_instance_template', vendor: 'gcp' }],
};
