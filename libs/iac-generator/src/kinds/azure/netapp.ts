/** What the NetApp Files kinds share: the API version their ARM writers use and a pool's service level. */
import { type Component } from '../../model/types';

export const NETAPP = '2024-03-01';

const LEVELS: Record<string, 'Standard' | 'Premium' | 'Ultra' | 'Flexible'> = {
  standard: 'Standard',
  premium: 'Premium',
  ultra: 'Ultra',
  flexible: 'Flexible',
};

/** A capacity pool's service level: the tier said, else Standard. */
export const serviceLevel = (pool: Component) => LEVELS[pool.attrs.tier?.toLowerCase() ?? ''] ?? 'Standard';
