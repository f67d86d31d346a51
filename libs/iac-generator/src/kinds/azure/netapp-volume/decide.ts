import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { azName } from '../common';
import { serviceLevel } from '../netapp';
import { decide as subnet } from '../subnet/decide';

/**
 * A NetApp Files volume, once for every format: its quota in GiB (100 when none is said, at least
 * 50), its protocol (NFSv3 when none is said), the pool's service level, and for NFS one export
 * rule letting in only its own subnet's clients, read and write, without root.
 */
export function decide(c: Component, plan: Planner) {
  const pool = c.ref.pool as Component;
  const protocol = c.attrs.netappProtocol ?? 'NFSv3';
  const net = c.ref.subnet as Component;
  // Its subnet is always delegated to NetApp Files (plan.ts), as a request may say.
  const delegated = c.attrs.delegation ?? true;
  return {
    name: azName(c, 64),
    path: azName(c, 80),
    quotaGb: Math.max(50, c.attrs.storageGb ?? 100),
    protocol,
    pool,
    account: pool.ref.account as Component,
    level: serviceLevel(pool),
    subnet: net,
    delegated,
    exportClients: protocol === 'CIFS' ? undefined : [subnet(net, plan).range],
  };
}
