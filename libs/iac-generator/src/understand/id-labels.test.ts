/**
 * "object id <guid>", "subscription id <guid>": the identifier of something that exists, never a
 * thing to make of the word before "id"; and "the group sql-admins" names a group, whose name's words
 * ("sql") are no database.
 */
import { understand } from './understand';

const kinds = (prompt: string) => understand(prompt, 'azure').mentions.map((m) => m.kind);
const unread = (prompt: string) => {
  const i = understand(prompt, 'azure');
  return [...i.unread, ...i.notRead].map((u) => u.text).join(' | ');
};

describe('a word for a thing before "id" and a GUID', () => {
  it.each([
    'a key vault; give the principal with object id 0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0 the Reader role',
    'a key vault kv-app in subscription id 11111111-2222-3333-4444-555555555555',
    'a key vault, the owner object ID is 0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
  ])('makes nothing of the word: %s', (prompt) => {
    expect(kinds(prompt).filter((k) => k !== 'azure.key_vault' && k !== 'azure.role_assignment')).toEqual([]);
  });

  it('says the id it did not read', () => {
    expect(unread('a key vault kv-app in subscription id 11111111-2222-3333-4444-555555555555')).toMatch(
      /subscription id/,
    );
  });

  it('still reads a thing named before a word that is no id', () => {
    expect(kinds('a storage account with a blob container and a service bus subscription')).toContain(
      'azure.servicebus_subscription',
    );
  });
});

describe('a name after "group"', () => {
  it.each([
    'an Azure SQL server whose Entra admin is the group sql-admins',
    'a key vault; the group db-readers gets Key Vault Secrets User',
  ])('reads no kind from the words of the name: %s', (prompt) => {
    expect(kinds(prompt)).not.toContain('azure.postgresql_flexible_server');
  });
});
