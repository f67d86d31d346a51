import { randomUUID } from 'node:crypto';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { AdminUsersRepository } from './admin-users.repository';
import { ProfilesRepository } from './profiles.repository';
import { SessionsRepository } from './sessions.repository';
import { UsersRepository } from './users.repository';

/** Accounts as User Management sees and changes them, on PostgreSQL and PGlite. */
describe(`admin users repository on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();
  let admin: AdminUsersRepository;
  let sessions: SessionsRepository;
  const tag = randomUUID().slice(0, 8);
  beforeAll(() => {
    admin = new AdminUsersRepository(database.orm.em);
    sessions = new SessionsRepository(database.orm.em);
  });
  const newUser = (email: string, fullName: string, role: 'user' | 'admin' = 'user') =>
    new UsersRepository(database.orm.em).create({
      email,
      passwordHash: 'x',
      fullName,
      role,
      emailVerifiedAt: new Date(),
    });
  const startSession = (userId: string, kind: 'user' | 'admin') =>
    sessions.start({ userId, kind, expiresAt: new Date(Date.now() + 3_600_000), refreshTokenHash: randomUUID() });
  const live = async (sessionId: string, userId: string) => (await sessions.findLive(sessionId, userId)) !== null;

  it('searches name, email and organization (the profile first), newest first, a page at a time', async () => {
    const grace = await newUser(`grace.${tag}@navy.example.com`, 'G. Hopper');
    await new ProfilesRepository(database.orm.em).save(grace.id, {
      fullName: 'Grace Hopper',
      businessEmail: 'grace@navy.example.com',
      role: 'SRE',
      organization: `Navy ${tag}`,
      linkedinProfile: null,
    });
    const ada = await newUser(`ada.${tag}@example.com`, 'Ada Lovelace');
    const blank = await newUser(`blank.${tag}@example.com`, '   ');
    const byName = await admin.search({ search: 'grace hopper', page: 1, pageSize: 10 });
    expect(byName.users.map((u) => u.id)).toEqual([grace.id]);
    expect(byName.users[0]).toMatchObject({
      full_name: 'Grace Hopper',
      organization: `Navy ${tag}`,
      role: 'user',
      disabled: false,
    });
    expect((await admin.search({ search: `NAVY ${tag}`, page: 1, pageSize: 10 })).users.map((u) => u.id)).toEqual([
      grace.id,
    ]);
    const byEmail = await admin.search({ search: tag, page: 1, pageSize: 2 });
    expect(byEmail.total).toBe(3);
    expect(byEmail.users.map((u) => u.id)).toEqual([blank.id, ada.id]);
    expect((await admin.search({ search: tag, page: 2, pageSize: 2 })).users.map((u) => u.id)).toEqual([grace.id]);
    expect((await admin.findRow(blank.id))?.full_name).toBeNull();
    // A search for a wildcard looks for the character itself.
    expect((await admin.search({ search: '%', page: 1, pageSize: 10 })).total).toBe(0);
  });

  it('disables an account and ends all its sessions at once; enabling lets it sign in again', async () => {
    const user = await newUser(`disable.${tag}@example.com`, 'D');
    const a = await startSession(user.id, 'user');
    const b = await startSession(user.id, 'user');
    expect(await admin.setDisabled(user.id, true)).toBe(true);
    expect([await live(a.id, user.id), await live(b.id, user.id)]).toEqual([false, false]);
    expect((await admin.findRow(user.id))?.disabled).toBe(true);
    expect(await admin.setDisabled(user.id, false)).toBe(true);
    expect((await admin.findRow(user.id))?.disabled).toBe(false);
    expect(await admin.setDisabled(randomUUID(), true)).toBe(false);
  });

  it('ends only the admin sessions of an administrator made a user again', async () => {
    const user = await newUser(`demote.${tag}@example.com`, 'A', 'admin');
    const adminSession = await startSession(user.id, 'admin');
    const userSession = await startSession(user.id, 'user');
    expect(await admin.setRole(user.id, 'user')).toBe(true);
    expect([await live(adminSession.id, user.id), await live(userSession.id, user.id)]).toEqual([false, true]);
    expect((await admin.findRow(user.id))?.role).toBe('user');
    expect(await admin.setRole(randomUUID(), 'admin')).toBe(false);
  });
});
