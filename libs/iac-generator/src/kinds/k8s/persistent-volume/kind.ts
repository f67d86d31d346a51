import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'k8s.persistent_volume',
  label: 'data',
  title: 'PersistentVolume',
};
