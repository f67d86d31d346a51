import { type Component } from '../../../model/types';
import { backupDays, backupWindow } from '../settings';

/** What the request's settings decide for a database instance, once for every format. */
export function decide(c: Component) {
  // A read replica (asked for as "with a read replica") copies its source: its storage, credentials
  // and backups come from it, so their settings are read only for a database of its own.
  const replicaOf = c.config.replica && c.attrs.readReplicas ? (c.ref.source as Component | undefined) : undefined;
  const storageGb = c.attrs.storageGb ?? 20;
  return {
    replicaOf,
    own: replicaOf
      ? undefined
      : {
          storageGb,
          // Storage autoscaling's ceiling: as stated when above the storage it starts with, else twice
          // that storage (100 GB at least). A stated ceiling at or below the starting storage cannot
          // deploy (RDS rejects it), so autoscaling is left off and the answer says the value is not written.
          maxStorageGb:
            c.attrs.maxStorageGb === undefined
              ? Math.max(100, storageGb * 2)
              : c.attrs.maxStorageGb > storageGb
                ? c.attrs.maxStorageGb
                : undefined,
          backupDays: backupDays(c.attrs.retentionDays),
          backupWindow: backupWindow(c),
        },
  };
}
