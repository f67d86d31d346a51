import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, labels, project, region } from '../terraform/common';
import { secretManagerPublisher } from '../terraform/identity';

export const terraform: TerraformWriter = {
  resourceType: 'google_secret_manager_secret',
  write: (c, x) => {
    const topic = c.ref.topic as Component | undefined;
    const days = c.attrs.rotationDays;
    const period = days ? `${Math.round(days * 86400)}s` : undefined;
    // Secret Manager's own agent publishes the notices: it needs to publish to the topic.
    const publisher = topic ? secretManagerPublisher(c, topic, x) : undefined;
    x.primary(c, {
      project: project(x),
      secret_id: c.name ?? gName(c),
      // Copies in the regions stated when the request manages replication, else where Google chooses.
      replication:
        c.attrs.replication === 'user-managed'
          ? block({
              user_managed: block({
                replicas: (c.attrs.regions.length ? c.attrs.regions : [region(x)]).map((location) =>
                  block({ location }),
                ),
              }),
            })
          : block({ auto: block({}) }),
      topics: topic ? block({ name: x.ref(topic) }) : undefined,
      rotation: period
        ? block({
            rotation_period: period,
            next_rotation_time: expr(`timeadd(plantimestamp(), "${Math.round(days! * 24)}h")`),
          })
        : undefined,
      labels: labels(c),
      lifecycle: period ? block({ ignore_changes: [expr('rotation[0].next_rotation_time')] }) : undefined,
      depends_on: publisher ? [expr(publisher)] : undefined,
    });
    x.resource(
      'google_secret_manager_secret_version',
      c.id,
      {
        secret: x.ref(c),
        secret_data: x.variable(`${c.id}_value`, {
          type: 'string',
          description: `Value of the secret ${gName(c)}`,
          sensitive: true,
        }),
      },
      'The value comes from a sensitive variable, never from code.',
    );
  },
};
