/** DynamoDB tables (point-in-time recovery, server-side encryption) and DAX clusters. */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type AwsKind } from './types';
import { configuringKinds, dnsName, nameOf, roleFor } from './common';
import { subnetGroupKind } from './database-placement';

export const DYNAMODB_KINDS: AwsKind[] = [
  {
    kind: 'aws.dynamodb_table',
    label: 'main',
    title: 'DynamoDB table',
    tfType: 'aws_dynamodb_table',
    tf: (c, x) => {
      const lock = /lock/i.test(c.name ?? '') || x.plan.has('aws.s3_bucket') && /lockid/i.test(String(c.config.hashKey ?? ''));
      const hashKey = String(c.config.hashKey ?? (lock ? 'LockID' : 'id'));
      const replicas = c.attrs.regions.filter((r) => r !== x.plan.global.regions[0] || c.attrs.regions.length > 1).slice(c.attrs.regions.length > 1 && c.attrs.flags.has('replica') ? 0 : 0);
      const streams = replicas.length > 0 || c.attrs.flags.has('streams') || x.plan.has('aws.dynamodb_kinesis_streaming_destination') || x.plan.has('aws.lambda_function') && x.plan.has('aws.dynamodb_table') && c.attrs.flags.has('streams');
      x.primary(c, {
        name: nameOf(c),
        billing_mode: 'PAY_PER_REQUEST',
        hash_key: hashKey,
        attribute: block({ name: hashKey, type: 'S' }),
        ttl: c.attrs.flags.has('ttl') ? block({ attribute_name: 'expires_at', enabled: true }) : undefined,
        point_in_time_recovery: block({ enabled: true }),
        server_side_encryption: block({ enabled: true }),
        deletion_protection_enabled: c.attrs.flags.has('deletionProtection') || undefined,
        stream_enabled: streams || undefined,
        stream_view_type: streams ? 'NEW_AND_OLD_IMAGES' : undefined,
        replica: replicas.map((r) => block({ region_name: r })),
        tags: { Name: nameOf(c) },
      });
      x.output(`${c.id}_table_name`, x.ref(c, 'name'), `Name of table ${nameOf(c)}`);
    },
  },
  ...configuringKinds({ kind: 'aws.dynamodb_table', label: 'main', ref: 'table', why: 'the table this configures' }, [
    ['aws.dynamodb_contributor_insights', 'aws_dynamodb_contributor_insights', 'DynamoDB contributor insights', (t) => ({ table_name: expr(`${t}.name`) })],
    ['aws.dynamodb_table_item', 'aws_dynamodb_table_item', 'DynamoDB table item', (t) => ({ table_name: expr(`${t}.name`), hash_key: expr(`${t}.hash_key`), item: expr('jsonencode({ id = { S = "example" } })') })],
  ]),
  {
    kind: 'aws.dynamodb_kinesis_streaming_destination',
    label: 'main',
    title: 'DynamoDB Kinesis streaming destination',
    tfType: 'aws_dynamodb_kinesis_streaming_destination',
    needs: (c, plan) => {
      c.ref.table = plan.ensure('aws.dynamodb_table', 'the table whose changes are streamed', { label: 'main' });
      c.ref.stream = plan.ensure('aws.kinesis_stream', 'receives the table changes', { label: 'main' });
    },
    tf: (c, x) => {
      x.primary(c, { table_name: x.ref(c.ref.table as Component, 'name'), stream_arn: x.ref(c.ref.stream as Component, 'arn') });
    },
  },
];

export const DAX_KINDS: AwsKind[] = [
  {
    kind: 'aws.dax_cluster',
    label: 'main',
    title: 'DAX cluster',
    tfType: 'aws_dax_cluster',
    needs: (c, plan) => {
      roleFor(c, plan, 'dax.amazonaws.com', { statements: [{ Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:BatchGetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], Resource: '*' }], why: 'lets DAX reach DynamoDB' });
    },
    tf: (c, x) => {
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
  subnetGroupKind('aws.dax_subnet_group', 'main', 'DAX subnet group', 'aws_dax_subnet_group', { always: true }),
];
