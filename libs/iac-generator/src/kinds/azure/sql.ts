/**
 * What an Azure SQL logical server holds, shared by the azurerm and ARM writers: the databases the
 * request named on it (else one with the server's given name, or `app`), the elastic pool they share when one
 * was asked for, and a serverless database's auto-pause delay.
 */
import { type Component } from '../../model/types';
import { vcores } from './settings';

/** The databases named on the server, in the order stated. */
export function sqlDatabases(c: Component): string[] {
  const named = (c.attrs.children ?? [])
    .filter((ch) => /^(?:databases?|dbs?)$/.test(ch.word))
    .flatMap((ch) => (ch.names.length ? ch.names : []));
  // A name given to the server alone ("an Azure SQL database named orders") names its one database too.
  return named.length ? [...new Set(named)] : [c.name ?? 'app'];
}

// The pool sizes Azure sells, in eDTUs, per DTU tier.
const POOL_DTUS: Record<string, number[]> = {
  Basic: [50, 100, 200, 300, 400, 800, 1200, 1600],
  Standard: [50, 100, 200, 300, 400, 800, 1200, 1600, 2000, 2500, 3000],
  Premium: [125, 250, 500, 1000, 1500, 2000, 2500, 3000, 3500, 4000],
};

export interface ElasticPoolSku {
  name: string;
  tier: string;
  family?: string;
  capacity: number;
  /** Capacity one database may use at most: the whole pool, within what the tier allows per database. */
  perDatabaseMax: number;
}

/**
 * The elastic pool's SKU: vCores (General Purpose, Business Critical) when the request speaks of
 * vCores or those tiers, else eDTUs of the tier asked for (Standard by default), rounded up to a
 * size Azure sells.
 */
export function elasticPoolSku(c: Component): ElasticPoolSku {
  const tier = c.attrs.tier?.toLowerCase() ?? '';
  if (/general purpose|business critical/.test(tier) || c.attrs.cpu !== undefined) {
    const critical = /business critical/.test(tier);
    const cores = vcores(c.attrs.cpu, false);
    return {
      name: critical ? 'BC_Gen5' : 'GP_Gen5',
      tier: critical ? 'BusinessCritical' : 'GeneralPurpose',
      family: 'Gen5',
      capacity: cores,
      perDatabaseMax: cores,
    };
  }
  const dtuTier = /premium|^p\d/.test(tier) ? 'Premium' : /basic/.test(tier) ? 'Basic' : 'Standard';
  const sizes = POOL_DTUS[dtuTier];
  const asked = c.attrs.readCapacity ?? sizes[1];
  const capacity = sizes.find((n) => n >= asked) ?? sizes[sizes.length - 1];
  const perDb = dtuTier === 'Basic' ? 5 : dtuTier === 'Premium' ? 4000 : 3000;
  return { name: `${dtuTier}Pool`, tier: dtuTier, capacity, perDatabaseMax: Math.min(capacity, perDb) };
}

/** A serverless database's pause after inactivity, in minutes Azure accepts (60 to 10080). */
export function autoPauseDelay(c: Component): number | undefined {
  const m = c.attrs.autoPauseMinutes;
  return m === undefined ? undefined : Math.min(10080, Math.max(60, m));
}
