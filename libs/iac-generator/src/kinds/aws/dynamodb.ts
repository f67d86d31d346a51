/** DynamoDB tables (point-in-time recovery, server-side encryption) and DAX clusters. */
import { type Component, type KeyType } from '../../model/types';
import { asStated } from '../../model/stated-case';

/** A table's keys: the ones the request states (in its case), else `id` (or `LockID` for a Terraform lock table). */
export function tableKeys(
  c: Component,
  lock: boolean,
): { hash: string; range?: string; ttl: string; hashType: KeyType; rangeType: KeyType } {
  const stated = c.attrs.tableKeys ?? {};
  return {
    hash: stated.hash ? asStated(c, stated.hash) : String(c.config.hashKey ?? (lock ? 'LockID' : 'id')),
    range: stated.range ? asStated(c, stated.range) : undefined,
    ttl: stated.ttl ? asStated(c, stated.ttl) : 'expires_at',
    // The types stated ("sort key ts (number)"), else string: a key's type cannot change once the table exists.
    hashType: stated.hashType ?? 'S',
    rangeType: stated.rangeType ?? 'S',
  };
}
