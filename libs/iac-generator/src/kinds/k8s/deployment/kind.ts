import { type Kind } from '../../kind';
import { runs, scaledBy } from '../workloads';

export const kind: Kind = {
  kind: 'k8s.deployment',
  label: 'app',
  title: 'Deployment',
  needs: (c, plan) => {
    runs(c, plan);
    scaledBy(c, plan);
  },
};
