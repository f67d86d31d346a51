import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { tableKeys } from '../dynamodb';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_dynamodb_table',
  write: (c, x) => {
    const d = decide(c);
    const lock =
      /lock/i.test(c.name ?? '') || (x.plan.has('aws.s3_bucket') && /lockid/i.test(String(c.config.hashKey ?? '')));
    const keys = tableKeys(c, lock);
    const replicas = c.attrs.regions.filter((r) => r !== x.plan.global.regions[0] || c.attrs.regions.length > 1);
    const streams =
      replicas.length > 0 || c.attrs.flags.has('streams') || x.plan.has('aws.dynamodb_kinesis_streaming_destination');
    x.primary(c, {
      name: givenName(c),
      billing_mode: d.provisioned ? 'PROVISIONED' : 'PAY_PER_REQUEST',
      read_capacity: d.readCapacity,
      write_capacity: d.writeCapacity,
      table_class: /infrequent|standard[ _-]?ia/i.test(c.attrs.tier ?? '') ? 'STANDARD_INFREQUENT_ACCESS' : undefined,
      hash_key: keys.hash,
      range_key: keys.range,
      attribute: [
        { name: keys.hash, type: keys.hashType },
        ...(keys.range ? [{ name: keys.range, type: keys.rangeType }] : []),
      ].map((k) => block(k)),
      ttl: d.ttl ? block({ attribute_name: keys.ttl, enabled: true }) : undefined,
      point_in_time_recovery: block({ enabled: true }),
      server_side_encryption: block({ enabled: true }),
      deletion_protection_enabled: c.attrs.flags.has('deletionProtection') || undefined,
      stream_enabled: streams || undefined,
      stream_view_type: streams ? 'NEW_AND_OLD_IMAGES' : undefined,
      replica: replicas.length ? replicas.map((r) => block({ region_name: r })) : undefined,
      tags: { Name: givenName(c) },
    });
    x.output(`${c.id}_table_name`, x.ref(c, 'name'), `Name of table ${givenName(c)}`);
  },
};
