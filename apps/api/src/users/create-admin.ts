import { withUsers } from '@infragen/database';
import { hashPassword, passwordProblem } from './passwords';

/**
 * `npm run admin:create -- --email E --password P`: creates the administrator, or makes an
 * existing account administrator with that password. Used before or without the api running.
 */
export async function createAdmin(url: string, email: string, password: string): Promise<'created' | 'updated'> {
  const problem = passwordProblem(password, { email });
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  return withUsers(url, (users) => users.upsertAdministrator(email, passwordHash));
}
