import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.eventgrid_topic',
  settings: ['subscriber'],
  concepts: [{ phrases: ['event grid', 'event grid topic'], azure: 'azure.eventgrid_topic', vendor: 'azure' }],
};
