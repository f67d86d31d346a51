import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { googleDay } from '../../maintenance-window';
import { redisShape } from '../settings';
import { inProject, labels, region } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_redis_instance',
  write: (c, x) =>
    void x.primary(
      c,
      {
        ...inProject(c, x, 40),
        region: region(x),
        tier: redisShape(c).tier,
        memory_size_gb: redisShape(c).memory,
        redis_version: redisShape(c).version,
        replica_count: c.attrs.readReplicas,
        read_replicas_mode: c.attrs.readReplicas ? 'READ_REPLICAS_ENABLED' : undefined,
        authorized_network: x.ref(c.ref.network as Component),
        // Direct peering (the default connect mode) needs nothing else; private service access would
        // fail on a network without its reserved range and service networking connection.
        auth_enabled: true,
        transit_encryption_mode: 'SERVER_AUTHENTICATION',
        maintenance_policy: c.attrs.maintenanceWindow
          ? block({
              weekly_maintenance_window: block({
                day: googleDay(c.attrs.maintenanceWindow.day),
                start_time: block({
                  hours: c.attrs.maintenanceWindow.hour,
                  minutes: c.attrs.maintenanceWindow.minute,
                }),
              }),
            })
          : undefined,
        labels: labels(c),
      },
      'AUTH and in-transit encryption on, reachable only from the network.',
    ),
};
