/** DynamoDB tables (point-in-time recovery, server-side encryption) and DAX clusters. */
import { type Kind } from '../kind';
import { type Component } from '../../model/types';
import { asStated } from '../../model/stated-case';
import { configuringKinds, roleFor } from './common';
import { subnetGroupKind } from './database-placement';

export const DYNAMODB_KINDS: Kind[] = [
  {
    kind: 'aws.dynamodb_table',
    label: 'main',
    title: 'DynamoDB table',
  },
  ...configuringKinds({ kind: 'aws.dynamodb_table', label: 'main', ref: 'table', why: 'the table this configures' }, [
    ['aws.dynamodb_contributor_insights', 'DynamoDB contributor insights'],
    ['aws.dynamodb_table_item', 'DynamoDB table item'],
  ]),
  {
    kind: 'aws.dynamodb_kinesis_streaming_destination',
    label: 'main',
    title: 'DynamoDB Kinesis streaming destination',
    needs: (c, plan) => {
      c.ref.table = plan.ensure('aws.dynamodb_table', 'the table whose changes are streamed', { label: 'main' });
      c.ref.stream = plan.ensure('aws.kinesis_stream', 'receives the table changes', { label: 'main' });
    },
  },
];

export const DAX_KINDS: Kind[] = [
  {
    kind: 'aws.dax_cluster',
    label: 'main',
    title: 'DAX cluster',
    needs: (c, plan) => {
      roleFor(c, plan, 'dax.amazonaws.com', {
        statements: [
          {
            Effect: 'Allow',
            Action: [
              'dynamodb:GetItem',
              'dynamodb:PutItem',
              'dynamodb:Query',
              'dynamodb:Scan',
              'dynamodb:BatchGetItem',
              'dynamodb:UpdateItem',
              'dynamodb:DeleteItem',
            ],
            Resource: '*',
          },
        ],
        why: 'lets DAX reach DynamoDB',
      });
    },
  },
  subnetGroupKind('aws.dax_subnet_group', 'main', 'DAX subnet group', { always: true }),
];

/** A table's keys: the ones the request states (in its case), else `id` (or `LockID` for a Terraform lock table). */
export function tableKeys(c: Component, lock: boolean): { hash: string; range?: string; ttl: string } {
  const stated = c.attrs.tableKeys ?? {};
  return {
    hash: stated.hash ? asStated(c, stated.hash) : String(c.config.hashKey ?? (lock ? 'LockID' : 'id')),
    range: stated.range ? asStated(c, stated.range) : undefined,
    ttl: stated.ttl ? asStated(c, stated.ttl) : 'expires_at',
  };
}
