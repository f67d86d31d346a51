import { type Component } from '../../../model/types';
import { awsMaintenanceWindow } from '../../maintenance-window';
import { redisNodes } from '../elasticache';
import { redisVersion } from '../settings';

/**
 * What the request's settings decide for Redis (a replication group), once for every format; the
 * writers of a memcached cluster do not call it.
 */
export function decide(c: Component) {
  return {
    version: redisVersion(c.attrs.version),
    nodes: redisNodes(c),
    maintenanceWindow: awsMaintenanceWindow(c),
  };
}
