/**
 * How a web or function app connects to the Azure SQL database asked with it (compute.ts
 * sqlAccessFor): a connection string of type SQLAzure naming the server's address and the first
 * database, signed in as the app's own managed identity (the server takes Entra ID only), with no
 * password anywhere. The database user for that identity is made once in the database itself,
 * which no deployment template can do: the comment says how.
 */
import { expr } from '../../model/hcl';
import { type Component } from '../../model/types';
import { type ArmContext, ArmExpr, armQuote } from '../../render/azure/arm-context';
import { type TfContext } from '../../render/terraform/context';
import { sqlDatabases } from './sql';

const AUTH = 'Authentication=Active Directory Default;Encrypt=True;';

/** What the app's comment adds: the one step left, in the database. */
export const SQL_USER_NOTE =
  ' It signs in to its SQL database as its managed identity: create its user there once (CREATE USER [<app name>] FROM EXTERNAL PROVIDER; then grant it db_datareader and db_datawriter).';

/** The `connection_string` block of a hashicorp/azurerm app, or nothing without a SQL server. */
export function sqlConnectionTerraform(c: Component, x: TfContext) {
  const sql = c.ref.sql as Component | undefined;
  if (!sql) return undefined;
  return {
    name: 'Database',
    type: 'SQLAzure',
    value: expr(
      `"Server=tcp:\${${x.addr(sql)}.fully_qualified_domain_name},1433;Database=\${azurerm_mssql_database.${sql.id}.name};${AUTH}"`,
    ),
  };
}

/** The `connectionStrings` entry of an ARM (and Bicep) site, or nothing without a SQL server. */
export function sqlConnectionArm(c: Component, x: ArmContext) {
  const sql = c.ref.sql as Component | undefined;
  if (!sql) return undefined;
  const symbol = x.symbol(sql);
  const name = x.nameOf(symbol, sql.id);
  const armName = typeof name === 'string' ? armQuote(name) : name.inner;
  const database = sqlDatabases(sql)[0];
  const tail = `,1433;Database=${database};${AUTH}`;
  return {
    name: 'Database',
    type: 'SQLAzure',
    connectionString: new ArmExpr(
      `concat('Server=tcp:', reference(resourceId('Microsoft.Sql/servers', ${armName}), '2021-11-01').fullyQualifiedDomainName, ${armQuote(tail)})`,
      `'Server=tcp:\${${symbol}.properties.fullyQualifiedDomainName}${tail}'`,
    ),
  };
}
