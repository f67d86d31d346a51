import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.application_gateway',
  settings: ['scaling', 'tier', 'port', 'firewallMode', 'zones'],
  concepts: [
    {
      phrases: ['application gateway', 'app gateway', 'waf gateway'],
      azure: 'azure.application_gateway',
      vendor: 'azure',
    },
  ],
};
