import { isAppError } from '@infragen/contracts';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { UsersRepository, type NewUserRecord } from './users.repository';

/** Accounts, on PostgreSQL and PGlite. */
describe(`users repository on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();
  let users: UsersRepository;
  beforeAll(() => {
    users = new UsersRepository(database.orm.em);
  });

  const record = (email: string, fields: Partial<NewUserRecord> = {}): NewUserRecord => ({
    email,
    passwordHash: '$argon2id$stand-in',
    fullName: '  Ada Lovelace ',
    role: 'user',
    emailVerifiedAt: null,
    ...fields,
  });

  it('stores the email normalised and the name trimmed, and finds the account however the email is typed', async () => {
    const created = await users.create(record('  Ada@Example.COM '));
    expect(created).toMatchObject({
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      role: 'user',
      emailVerifiedAt: null,
    });
    expect((await users.findByEmail('ADA@example.com'))?.id).toBe(created.id);
    expect((await users.findById(created.id))?.email).toBe('ada@example.com');
    expect(await users.findByEmail('nobody@example.com')).toBeNull();
  });

  it('refuses a second account for one email with EMAIL_TAKEN, even when both arrive at once', async () => {
    await users.create(record('taken@example.com'));
    await expect(users.create(record('TAKEN@example.com'))).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
    const race = await Promise.allSettled([
      users.create(record('race@example.com')),
      users.create(record('race@example.com')),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = race.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(isAppError(refused.reason, 'EMAIL_TAKEN')).toBe(true);
  });

  it('verifies an email through its pending token once, and never after the token expired', async () => {
    const fresh = await users.create(
      record('verify@example.com', { emailVerifyTokenHash: 'h1', emailVerifyExpiresAt: new Date(Date.now() + 60_000) }),
    );
    await users.create(
      record('late@example.com', { emailVerifyTokenHash: 'h2', emailVerifyExpiresAt: new Date(Date.now() - 1) }),
    );
    const verified = await users.verifyEmail('h1');
    expect(verified?.id).toBe(fresh.id);
    expect(verified?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await users.verifyEmail('h1')).toBeNull();
    expect(await users.verifyEmail('h2')).toBeNull();
  });

  it('counts administrators, changes roles, makes or updates an administrator, and removes an account', async () => {
    const before = await users.countAdmins();
    const account = await users.create(record('promote@example.com'));
    await users.setRole(account.id, 'admin');
    expect(await users.countAdmins()).toBe(before + 1);

    expect(await users.upsertAdministrator('Boss@Example.com', 'hash-1')).toBe('created');
    const boss = await users.findByEmail('boss@example.com');
    expect(boss).toMatchObject({ role: 'admin', passwordHash: 'hash-1', fullName: 'Administrator' });
    expect(boss?.emailVerifiedAt).toBeInstanceOf(Date);
    await users.setRole(boss!.id, 'user');
    expect(await users.upsertAdministrator('boss@example.com', 'hash-2')).toBe('updated');
    expect(await users.findByEmail('boss@example.com')).toMatchObject({ role: 'admin', passwordHash: 'hash-2' });

    await users.remove(account.id);
    expect(await users.findById(account.id)).toBeNull();
  });
});
