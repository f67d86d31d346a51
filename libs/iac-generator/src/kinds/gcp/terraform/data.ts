/**
 * Storage, databases, analytics and messaging as hashicorp/google resources. Buckets are uniform and never public; SQL
 * is private-IP only.
 */
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length ? list : undefined);

/** Where the request put it: a multi-region or location id ("EU", "nam5"), else a stated region. */
export const statedLocation = (c: Component): string | undefined => c.attrs.location ?? c.attrs.regions[0];

/** Processing units Spanner accepts: a multiple of 100 up to 1000, of 1000 above. */
export const spannerUnits = (n: number) =>
  n <= 1000 ? Math.max(100, Math.ceil(n / 100) * 100) : Math.ceil(n / 1000) * 1000;

/** A Spanner database id: 2 to 30 lower-case letters, digits, hyphens or underscores, starting with a letter. */
export const spannerDatabaseName = (name: string) =>
  `db-${name}`
    .replace(/^db-(?=[a-z])/, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '-')
    .slice(0, 30)
    .padEnd(2, '0');

export const DATA_TERRAFORM: Record<string, TerraformWriter> = {};
