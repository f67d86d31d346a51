import { type Component } from '../../../model/types';
import { awsMaintenanceWindow } from '../../maintenance-window';
import { backupDays, backupWindow, clusterInstances, dbClass } from '../settings';

/** What the request's settings decide for an Aurora cluster, once for every format. */
export function decide(c: Component) {
  const serverless = c.attrs.flags.has('serverless');
  return {
    serverless,
    // Serverless v2 scales from 0.5 capacity units (unless stated) to 4 (unless stated), never below the minimum.
    scaling: serverless ? { min: c.attrs.min ?? 0.5, max: Math.max(c.attrs.max ?? 4, c.attrs.min ?? 0.5) } : undefined,
    backupDays: backupDays(c.attrs.retentionDays),
    backupWindow: backupWindow(c),
    maintenanceWindow: awsMaintenanceWindow(c),
    instances: clusterInstances(c),
    // A stated class, else db.t4g.medium: the smallest class Aurora runs with Performance Insights
    // (turned on by every writer), sized for the development and test a starting point is for; the
    // class changes in place, one instance at a time, when the load asks for a larger one.
    instanceClass: serverless ? 'db.serverless' : dbClass(c.attrs.size, 'db.t4g.medium'),
  };
}
