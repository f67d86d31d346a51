import { type Kind } from '../../kind';
import { networkFor } from '../common';

export const kind: Kind = {
  kind: 'gcp.compute_firewall',
  label: 'allow_internal',
  title: 'Firewall rule',
  needs: (c, plan) => void networkFor(c, plan),
};
