import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'k8s.storage_class',
  label: 'retained',
  title: 'StorageClass',
};
