import { type Kind } from '../../kind';
import { workload } from '../compute';

export const kind: Kind = {
  kind: 'gcp.compute_instance',
  label: 'main',
  title: 'Compute Engine instance',
  needs: workload,
};
