/** DynamoDB tables (point-in-time recovery, server-side encryption) and DAX clusters. */
import { configuringKinds } from './common';
import { type Kind } from '../kind';
import { type Component } from '../../model/types';
import { asStated } from '../../model/stated-case';
import { subnetGroupKind } from './database-placement';

export const DYNAMODB_KINDS: Kind[] = [
  ...configuringKinds({ kind: 'aws.dynamodb_table', label: 'main', ref: 'table', why: 'the table this configures' }, [
    ['aws.dynamodb_contributor_insights', 'DynamoDB contributor insights'],
    ['aws.dynamodb_table_item', 'DynamoDB table item'],
  ]),
];

export const DAX_KINDS: Kind[] = [
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
