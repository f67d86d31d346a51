/**
 * On Azure, "SQL Server" is Azure SQL (a logical server and its databases), never PostgreSQL, and a
 * Cosmos DB account asked for in Azure's product naming ("a Cosmos account for Cassandra") speaks
 * that API, in every Azure format.
 */
import { at, generated, of } from '../../testing/resources';

const AZURE = ['terraform-azurerm', 'arm', 'bicep'] as const;
const SQL_SERVER: Record<(typeof AZURE)[number], string> = {
  'terraform-azurerm': 'azurerm_mssql_server',
  arm: 'Microsoft.Sql/servers',
  bicep: 'Microsoft.Sql/servers',
};

describe('SQL Server on Azure is Azure SQL', () => {
  it.each(AZURE)('%s: a SQL Server database for the payroll system', async (f) => {
    const { resources, errors } = await generated('We need a SQL Server database for the payroll system', f);
    expect(errors).toEqual([]);
    expect(of(resources, SQL_SERVER[f])).toHaveLength(1);
    expect(resources.some((r) => /postgres/i.test(r.type))).toBe(false);
  });
});

describe("a Cosmos DB account in Azure's product naming speaks that API", () => {
  it.each<[string, string, string]>([
    ['Provision a Cosmos DB account for Apache Cassandra', 'EnableCassandra', 'GlobalDocumentDB'],
    ['a cosmos account for mongodb holding a collection named carts', 'EnableMongo', 'MongoDB'],
    ['one Cosmos database account using Gremlin', 'EnableGremlin', 'GlobalDocumentDB'],
    ['a Cosmos account for Table with a table named visits', 'EnableTable', 'GlobalDocumentDB'],
  ])('%s', async (prompt, capability, kind) => {
    for (const f of AZURE) {
      const { resources, errors } = await generated(prompt, f);
      expect(errors).toEqual([]);
      if (f === 'terraform-azurerm') {
        const account = of(resources, 'azurerm_cosmosdb_account')[0];
        expect(account.body.kind).toBe(kind);
        expect(JSON.stringify(at(account.body, 'capabilities'))).toContain(capability);
        expect(of(resources, 'azurerm_cosmosdb_sql_database')).toEqual([]);
      } else {
        const account = of(resources, 'Microsoft.DocumentDB/databaseAccounts')[0];
        expect(JSON.stringify(at(account.body, 'properties.capabilities'))).toContain(capability);
        expect(of(resources, 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases')).toEqual([]);
      }
    }
  });
});
