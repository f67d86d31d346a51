import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.recovery_services_vault',
  settings: ['schedule', 'retention', 'replication'],
  concepts: [{ phrases: ['recovery services vault'], azure: 'azure.recovery_services_vault', vendor: 'azure' }],
};
