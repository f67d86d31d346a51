/** DynamoDB tables (point-in-time recovery, server-side encryption) and DAX clusters as hashicorp/aws resources. */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { dnsName } from '../common';
import { tableKeys } from '../dynamodb';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { configuringWriters, subnetGroupWriter } from './common';

export const DYNAMODB_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.dynamodb_table': {
    resourceType: 'aws_dynamodb_table',
    write: (c, x) => {
      const lock =
        /lock/i.test(c.name ?? '') || (x.plan.has('aws.s3_bucket') && /lockid/i.test(String(c.config.hashKey ?? '')));
      const keys = tableKeys(c, lock);
      const replicas = c.attrs.regions.filter((r) => r !== x.plan.global.regions[0] || c.attrs.regions.length > 1);
      const streams =
        replicas.length > 0 || c.attrs.flags.has('streams') || x.plan.has('aws.dynamodb_kinesis_streaming_destination');
      x.primary(c, {
        name: givenName(c),
        billing_mode: c.attrs.capacityMode === 'provisioned' ? 'PROVISIONED' : 'PAY_PER_REQUEST',
        read_capacity: c.attrs.capacityMode === 'provisioned' ? (c.attrs.readCapacity ?? 5) : undefined,
        write_capacity: c.attrs.capacityMode === 'provisioned' ? (c.attrs.writeCapacity ?? 5) : undefined,
        table_class: /infrequent|standard[ _-]?ia/i.test(c.attrs.tier ?? '') ? 'STANDARD_INFREQUENT_ACCESS' : undefined,
        hash_key: keys.hash,
        range_key: keys.range,
        attribute: [keys.hash, keys.range].filter((k) => k).map((k) => block({ name: k, type: 'S' })),
        ttl: c.attrs.flags.has('ttl') ? block({ attribute_name: keys.ttl, enabled: true }) : undefined,
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
  },
  ...configuringWriters('table', [
    [
      'aws.dynamodb_contributor_insights',
      'aws_dynamodb_contributor_insights',
      (t) => ({ table_name: expr(`${t}.name`) }),
    ],
    [
      'aws.dynamodb_table_item',
      'aws_dynamodb_table_item',
      (t) => ({
        table_name: expr(`${t}.name`),
        hash_key: expr(`${t}.hash_key`),
        item: expr('jsonencode({ id = { S = "example" } })'),
      }),
    ],
  ]),
  'aws.dynamodb_kinesis_streaming_destination': {
    resourceType: 'aws_dynamodb_kinesis_streaming_destination',
    write: (c, x) => {
      x.primary(c, {
        table_name: x.ref(c.ref.table as Component, 'name'),
        stream_arn: x.ref(c.ref.stream as Component, 'arn'),
      });
    },
  },
  'aws.dax_cluster': {
    resourceType: 'aws_dax_cluster',
    write: (c, x) => {
      const group = x.plan.first('aws.dax_subnet_group');
      x.primary(c, {
        cluster_name: dnsName(c, 20),
        iam_role_arn: x.ref(c.ref.role as Component, 'arn'),
        node_type: c.attrs.size?.startsWith('dax.') ? c.attrs.size : 'dax.t3.small',
        replication_factor: Number(c.config.replication ?? c.attrs.nodes ?? 1),
        server_side_encryption: block({ enabled: true }),
        cluster_endpoint_encryption_type: 'TLS',
        subnet_group_name: group ? x.ref(group, 'name') : undefined,
      });
    },
  },
  'aws.dax_subnet_group': subnetGroupWriter('aws_dax_subnet_group'),
};
