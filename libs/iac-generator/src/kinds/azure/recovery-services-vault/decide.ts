import { type Component } from '../../../model/types';
import { azName } from '../common';
import { ownName } from '../naming';
import { partName } from '../../../model/names';
import { backupSchedule } from '../notify';

/** What the request's settings decide for a Recovery Services vault and its VM backup policy, once for every format. */
export function decide(c: Component) {
  // A stated schedule or retention is a VM backup policy of the vault.
  const stated =
    c.attrs.schedule !== undefined ||
    c.attrs.retentionDays !== undefined ||
    !!c.attrs.timeOfDay ||
    !!c.attrs.weeklyKeep;
  const p = stated ? backupSchedule(c) : undefined;
  // Its copies as stated ("locally redundant storage"); geo-redundant, the vault's own default, otherwise.
  const redundancy = c.attrs.replication?.replace(/^RA-/, '');
  const storage = redundancy === 'LRS' ? 'LocallyRedundant' : redundancy === 'ZRS' ? 'ZoneRedundant' : 'GeoRedundant';
  return {
    name: ownName(c, 'rsv'),
    storage,
    policy: p && {
      ...p,
      // The policy as named with the vault ("vault rsv-x + vm backup policy nightly-vms"), else after the vault.
      name: partName(c, POLICY_PART) ?? `${azName(c, 40)}-vm-${p.frequency.toLowerCase()}`,
      timeZone: 'UTC',
      daily: p.frequency === 'Daily',
      // Weekly backups kept beside the daily ones ("weeklies (sunday) 12 weeks"): a daily policy's weekly retention.
      weeklyKeep: p.frequency === 'Daily' ? c.attrs.weeklyKeep : undefined,
    },
  };
}

// The word of the vault's backup policy named with it.
const POLICY_PART = /^polic(?:y|ies)$/;
