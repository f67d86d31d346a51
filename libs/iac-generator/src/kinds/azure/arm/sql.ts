/** An Azure SQL logical server with its databases and elastic pool, as ARM resources (Bicep is printed from them). */
import { azName } from '../common';
import { sqlDatabaseMaxSizeGb, sqlDatabaseSku, sqlZoneRedundant } from '../settings';
import { autoPauseDelay, elasticPoolSku, sqlDatabases } from '../sql';
import { type ArmWriter, ArmExpr } from '../../../render/azure/arm-context';
import { statedName } from '../naming';
import { publicNetworkAccessWithFirewall } from '../closed-to-public';
import { allowedRanges } from '../firewall-rules';

const TENANT = new ArmExpr('subscription().tenantId', 'subscription().tenantId');
const API_VERSION = '2021-11-01';

export const SQL_ARM: ArmWriter = {
  write: (c, x) => {
    const name = statedName(c, 60, 'label') ?? x.unique(`sql-${azName(c, 40)}`, '-');
    x.resource(c, 'Microsoft.Sql/servers', API_VERSION, {
      name,
      location: x.location(),
      identity: { type: 'SystemAssigned' },
      properties: {
        minimalTlsVersion: '1.2',
        publicNetworkAccess: publicNetworkAccessWithFirewall(c, x.plan) ? 'Enabled' : 'Disabled',
        administrators: {
          administratorType: 'ActiveDirectory',
          // The group the request names as administrator, with its object id when given.
          login: x.param('sqlAdminGroup', {
            type: 'string',
            description: 'Entra ID group that administers the SQL server',
            defaultValue: c.attrs.sqlAdmin?.group ?? 'sql-admins',
          }),
          sid: x.param('sqlAdminObjectId', {
            type: 'string',
            description: 'Object id of that group',
            ...(c.attrs.sqlAdmin?.objectId ? { defaultValue: c.attrs.sqlAdmin.objectId } : {}),
          }),
          tenantId: TENANT,
          // Entra ID sign-in only, as asked or by default (no SQL login password to keep).
          azureADOnlyAuthentication: c.attrs.entraOnlyAuth ?? true,
        },
      },
    });
    // The addresses its firewall was said to let in, one rule each.
    for (const r of allowedRanges(c))
      x.resource(x.symbol(c, r.name), 'Microsoft.Sql/servers/firewallRules', API_VERSION, {
        name: x.child(name, r.name),
        properties: { startIpAddress: r.start, endIpAddress: r.end },
        dependsOn: [x.symbol(c)],
      });
    // Databases in an elastic pool share its capacity: the pool carries the SKU, they carry none of their own.
    const pool = c.attrs.elasticPool ? elasticPoolSku(c) : undefined;
    const poolName = `${azName(c, 40)}-pool`;
    if (pool)
      x.resource(x.symbol(c, 'pool'), 'Microsoft.Sql/servers/elasticPools', API_VERSION, {
        name: x.child(name, poolName),
        location: x.location(),
        sku: { name: pool.name, tier: pool.tier, family: pool.family, capacity: pool.capacity },
        properties: { perDatabaseSettings: { minCapacity: 0, maxCapacity: pool.perDatabaseMax } },
        dependsOn: [x.symbol(c)],
      });
    sqlDatabases(c).forEach((db, i) =>
      x.resource(x.symbol(c, i === 0 ? 'db' : `db_${db}`), 'Microsoft.Sql/servers/databases', API_VERSION, {
        name: x.child(name, db),
        location: x.location(),
        sku: pool ? undefined : { name: sqlDatabaseSku(c) },
        properties: {
          elasticPoolId: pool ? x.ref(x.symbol(c, 'pool')) : undefined,
          autoPauseDelay: pool ? undefined : autoPauseDelay(c),
          maxSizeBytes: sqlDatabaseMaxSizeGb(c, sqlDatabaseSku(c)) * 1024 * 1024 * 1024,
          zoneRedundant: pool ? undefined : sqlZoneRedundant(c, sqlDatabaseSku(c)),
        },
        dependsOn: [pool ? x.symbol(c, 'pool') : x.symbol(c)],
      }),
    );
  },
};
