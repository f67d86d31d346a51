import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { decide } from './decide';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_config_configuration_recorder',
  write: (c, x) => {
    const d = decide(c);
    const bucket = c.ref.bucket as Component;
    const topic = c.ref.topic as Component | undefined;
    const recorder = x.primary(c, {
      name: givenName(c),
      role_arn: x.ref(c.ref.role as Component, 'arn'),
      recording_group: block({ all_supported: true, include_global_resource_types: true }),
      recording_mode: d.daily ? block({ recording_frequency: 'DAILY' }) : undefined,
    });
    const channel = x.resource('aws_config_delivery_channel', c.id, {
      name: givenName(c),
      s3_bucket_name: x.ref(bucket),
      sns_topic_arn: topic ? x.ref(topic, 'arn') : undefined,
      snapshot_delivery_properties: d.snapshotFrequency
        ? block({ delivery_frequency: d.snapshotFrequency })
        : undefined,
      depends_on: [expr(recorder)],
    });
    // Recording starts only once the channel exists.
    x.resource('aws_config_configuration_recorder_status', c.id, {
      name: expr(`${recorder}.name`),
      is_enabled: true,
      depends_on: [expr(channel)],
    });
  },
};
