import { type Kind } from '../../kind';
import { runs } from '../workloads';

export const kind: Kind = {
  kind: 'k8s.daemon_set',
  label: 'agent',
  title: 'DaemonSet',
  needs: runs,
};
