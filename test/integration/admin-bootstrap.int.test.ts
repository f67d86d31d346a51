import { type UsersRepository, withUsers } from '@infragen/database';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { signUpUser, GOOD_PASSWORD } from './auth-helpers';

/**
 * ADMIN_EMAIL creates an administrator, and never promotes an account someone else created: a
 * visitor who signs up first with that address must not become administrator with their own
 * password.
 */
describe('the ADMIN_EMAIL administrator at start-up', () => {
  let db: TestDatabase;
  let open: Stack | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterEach(async () => {
    await open?.close();
    open = undefined;
  });

  afterAll(async () => {
    await db?.drop();
  });

  const role = (email: string) =>
    withUsers(db.url, async (users: UsersRepository) => (await users.findByEmail(email))?.role);

  it('refuses to start rather than promote an account that signed up with that email', async () => {
    open = await startStack({ databaseUrl: db.url, workers: 0 });
    const squatter = await signUpUser(open.baseUrl);
    await open.close();
    open = undefined;

    const refused = await startStack({
      databaseUrl: db.url,
      workers: 0,
      env: { ADMIN_EMAIL: squatter.user.email, ADMIN_PASSWORD: 'the operator passphrase' },
    }).then(
      (stack) => {
        open = stack;
        return null;
      },
      (error: unknown) => error as Error,
    );
    expect(refused?.message).toContain(
      `ADMIN_EMAIL ${squatter.user.email} belongs to an account that is not an administrator`,
    );
    expect(refused?.message).toContain('npm run admin:create');
    expect(await role(squatter.user.email)).toBe('user');
  });

  it('creates the administrator when nobody has the email, and starts again with it as it is', async () => {
    const env = { ADMIN_EMAIL: 'operator@example.com', ADMIN_PASSWORD: GOOD_PASSWORD };
    open = await startStack({ databaseUrl: db.url, workers: 0, env });
    expect(await role('operator@example.com')).toBe('admin');
    await open.close();
    open = await startStack({ databaseUrl: db.url, workers: 0, env });
    expect(await role('operator@example.com')).toBe('admin');
  });
});
