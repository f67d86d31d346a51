/**
 * An Azure SQL server's Entra administrator as the request names it ("admin is the group sql-admins
 * (object id <guid>)"): the group and its object id are the administrator's values, written as the
 * defaults of the server's admin parameters in every Azure format; "Entra-only auth" is read and
 * written. Its words are no PostgreSQL server, no blob and no "group" not covered.
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../testing/resources';

const AZURE = ['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[];
const ID = '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';

describe('the Entra administrator of an Azure SQL server', () => {
  it.each(
    AZURE.flatMap((format) =>
      [
        `Azure SQL server sql-hr with database people; Entra-only auth, admin is the group db-owners (object id ${ID})`,
        `an azure sql server sql-hr, entra admin group db-owners, object id ${ID}, and a database people`,
        `Azure SQL logical server sql-hr (Azure AD-only authentication); administrator is the Entra group db-owners with object id ${ID}. One database people.`,
      ].map((prompt) => [format, prompt] as const),
    ),
  )('%s: %s', async (format, prompt) => {
    const { result, resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toContain('db-owners');
    expect(files).toContain(ID);
    expect(resources.map((r) => r.type).join(' ')).not.toMatch(/postgres|PostgreSQL|storage|Storage/);
    expect(result.explanation).not.toMatch(/not covered: 'group'|not read: '[^']*(?:object id|Entra|AD-only|admin)/i);
  });
});
