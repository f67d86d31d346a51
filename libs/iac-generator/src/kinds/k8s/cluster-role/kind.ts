import { type Kind } from '../../kind';
import { subjectFor } from '../identity';

export const kind: Kind = {
  kind: 'k8s.cluster_role',
  label: 'read_nodes',
  title: 'ClusterRole',
  needs: subjectFor,
};
