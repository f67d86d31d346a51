import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.daemon_set',
  settings: [
    'resources',
    'image',
    'port',
    'tolerations',
    'namespace',
    'environment',
    'objectName',
    'mounts',
    'podSpec',
  ],
  concepts: [
    { phrases: ['daemonset', 'daemon set', 'on every node', 'log collector', 'node agent'], k8s: 'k8s.daemon_set' },
  ],
};
