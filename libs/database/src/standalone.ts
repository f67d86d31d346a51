import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from './orm-config';
import { UsersRepository } from './repositories/users.repository';

/**
 * The repositories a one-off command needs, on a connection of its own, closed when `work` ends
 * (the `admin:create` command runs without the api).
 */
export async function withUsers<T>(url: string, work: (users: UsersRepository) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init(createOrmOptions({ url, poolMax: 1 }));
  try {
    return await work(new UsersRepository(orm.em));
  } finally {
    await orm.close(true);
  }
}
