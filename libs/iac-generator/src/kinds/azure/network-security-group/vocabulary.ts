import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.network_security_group',
  settings: ['port', 'trafficRules'],
  concepts: [{ phrases: ['network security group', 'nsg'], azure: 'azure.network_security_group', vendor: 'azure' }],
};
