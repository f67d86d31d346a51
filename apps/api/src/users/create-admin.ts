import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { normalizeEmail } from '@infragen/contracts';
import { createOrmOptions, User } from '@infragen/database';
import { hashPassword, passwordProblem } from '../auth/passwords';

/**
 * `npm run admin:create -- --email E --password P`: creates the administrator, or makes an
 * existing account administrator with that password. Used before or without the api running.
 */
export async function createAdmin(url: string, email: string, password: string): Promise<'created' | 'updated'> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const orm = await MikroORM.init(createOrmOptions({ url, poolMax: 1 }));
  try {
    const em = orm.em.fork();
    const normalised = normalizeEmail(email);
    const passwordHash = await hashPassword(password);
    const existing = await em.findOne(User, { email: normalised });
    if (existing) {
      existing.role = 'admin';
      existing.passwordHash = passwordHash;
      existing.emailVerifiedAt ??= new Date();
      await em.flush();
      return 'updated';
    }
    em.create(User, { id: randomUUID(), email: normalised, passwordHash, fullName: 'Administrator', role: 'admin', emailVerifiedAt: new Date() });
    await em.flush();
    return 'created';
  } finally {
    await orm.close(true);
  }
}
