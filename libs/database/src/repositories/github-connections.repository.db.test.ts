import { randomUUID } from 'node:crypto';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { GithubConnectionsRepository } from './github-connections.repository';
import { UsersRepository } from './users.repository';

const octocat = { id: 1, login: 'octocat', name: 'The Octocat', avatar_url: 'https://avatars.example/1' };
const repo = {
  id: 7,
  name: 'infra',
  full_name: 'octocat/infra',
  private: false,
  html_url: 'https://github.example/octocat/infra',
  description: null,
  default_branch: 'main',
};

/** GitHub connections (one per user, token sealed), on PostgreSQL and PGlite. */
describe(`GitHub connections repository on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();
  const connections = () => new GithubConnectionsRepository(database.orm.em);
  const newUser = async () =>
    (
      await new UsersRepository(database.orm.em).create({
        email: `${randomUUID()}@example.com`,
        passwordHash: 'x',
        fullName: 'G',
        role: 'user',
        emailVerifiedAt: new Date(),
      })
    ).id;

  it('stores a connection, reads it back, and selects a repository', async () => {
    const userId = await newUser();
    expect(await connections().find(userId)).toBeNull();
    const saved = await connections().save(userId, {
      githubUser: octocat,
      organizations: [{ login: 'acme', id: 9, avatar_url: 'https://avatars.example/9' }],
      tokenCiphertext: 'v1.sealed-1',
      scopes: ['repo', 'user', 'read:org'],
    });
    expect(saved).toMatchObject({ userId, githubUser: octocat, selectedRepo: null, status: 'active' });
    expect((await connections().selectRepository(userId, repo))?.selectedRepo).toEqual(repo);
    expect(await connections().find(userId)).toMatchObject({
      selectedRepo: repo,
      scopes: ['repo', 'user', 'read:org'],
    });
    expect((await connections().selectRepository(userId, null))?.selectedRepo).toBeNull();
    expect(await connections().selectRepository(await newUser(), repo)).toBeNull();
  });

  it('keeps the selection when the same GitHub account connects again, and drops it for another account', async () => {
    const userId = await newUser();
    const input = { githubUser: octocat, organizations: [], tokenCiphertext: 'v1.a', scopes: ['repo'] };
    await connections().save(userId, input);
    await connections().selectRepository(userId, repo);
    const again = await connections().save(userId, { ...input, tokenCiphertext: 'v1.b' });
    expect(again).toMatchObject({ selectedRepo: repo, tokenCiphertext: 'v1.b' });
    const other = await connections().save(userId, { ...input, githubUser: { ...octocat, id: 2, login: 'hubot' } });
    expect(other).toMatchObject({ selectedRepo: null, githubUser: { login: 'hubot' } });
  });

  it('marks a connection broken only while it holds the refused token; reconnecting repairs it', async () => {
    const userId = await newUser();
    const input = { githubUser: octocat, organizations: [], tokenCiphertext: 'v1.old', scopes: ['repo'] };
    await connections().save(userId, input);
    expect(await connections().markBroken(userId, 'v1.other')).toBe(false);
    expect(await connections().markBroken(userId, 'v1.old')).toBe(true);
    expect((await connections().find(userId))?.status).toBe('broken');
    expect((await connections().save(userId, { ...input, tokenCiphertext: 'v1.new' })).status).toBe('active');
  });

  it('stores the organisations, removes a connection once, and goes with its user', async () => {
    const userId = await newUser();
    await connections().save(userId, { githubUser: octocat, organizations: [], tokenCiphertext: 't', scopes: [] });
    await connections().setOrganizations(userId, [{ login: 'acme', id: 9, avatar_url: 'a' }]);
    expect((await connections().find(userId))?.organizations).toEqual([{ login: 'acme', id: 9, avatar_url: 'a' }]);
    expect(await connections().remove(userId)).toBe(true);
    expect(await connections().remove(userId)).toBe(false);

    const gone = await newUser();
    await connections().save(gone, { githubUser: octocat, organizations: [], tokenCiphertext: 't', scopes: [] });
    await database.sql('delete from users where id = ?', [gone]);
    expect(await connections().find(gone)).toBeNull();
  });
});
