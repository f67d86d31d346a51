import { type Kind } from '../../kind';
import { workload } from '../compute';

export const kind: Kind = {
  kind: 'gcp.compute_instance_template',
  label: 'web',
  title: 'Instance template',
  needs: workload,
};
