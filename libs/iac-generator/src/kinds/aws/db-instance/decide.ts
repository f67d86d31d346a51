import { type Component } from '../../../model/types';
import { backupDays, backupWindow } from '../settings';

/** What the request's settings decide for a database instance, once for every format. */
export function decide(c: Component) {
  // A read replica (asked for as "with a read replica") copies its source: its storage, credentials
  // and backups come from it, so their settings are read only for a database of its own.
  const replicaOf = c.config.replica && c.attrs.readReplicas ? (c.ref.source as Component | undefined) : undefined;
  return {
    replicaOf,
    own: replicaOf
      ? undefined
      : {
          storageGb: c.attrs.storageGb ?? 20,
          backupDays: backupDays(c.attrs.retentionDays),
          backupWindow: backupWindow(c.attrs.schedule),
        },
  };
}
