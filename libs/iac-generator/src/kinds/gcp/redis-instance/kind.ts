import { type Kind } from '../../kind';
import { networkFor } from '../common';

export const kind: Kind = {
  kind: 'gcp.redis_instance',
  label: 'cache',
  title: 'Memorystore for Redis',
  needs: (c, plan) => void networkFor(c, plan),
};
