import { type Kind } from '../../kind';
import { identityFor } from '../common';

export const kind: Kind = {
  kind: 'k8s.job',
  label: 'task',
  title: 'Job',
  needs: identityFor,
};
