import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.vpc_dhcp_options',
  settings: [],
  concepts: [{ phrases: ['dhcp options', 'dhcp option set', 'dhcp'], aws: 'aws.vpc_dhcp_options' }],
};
