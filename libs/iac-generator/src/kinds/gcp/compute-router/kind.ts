import { type Kind } from '../../kind';
import { networkFor } from '../common';

export const kind: Kind = {
  kind: 'gcp.compute_router',
  label: 'main',
  title: 'Cloud Router',
  needs: (c, plan) => void networkFor(c, plan),
};
