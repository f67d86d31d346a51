import { randomUUID } from 'node:crypto';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { GenerationsRepository } from './generations.repository';
import { ProjectsRepository } from './projects.repository';

/** Projects (saved conversations) kept within a limit, on PostgreSQL and PGlite. */
describe(`projects repository on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();
  let projects: ProjectsRepository;
  let generations: GenerationsRepository;
  beforeAll(() => {
    projects = new ProjectsRepository(database.orm.em);
    generations = new GenerationsRepository(database.orm.em);
  });

  /** A new conversation of `userId` with one generation, `minutesAgo` since its last use. */
  async function project(userId: string, title: string, minutesAgo: number, status = 'completed') {
    const generationId = randomUUID();
    const recorded = await generations.createRequest({
      generationId,
      prompt: title,
      platform: 'aws',
      format: 'terraform',
      history: [],
      owner: { userId, anonHash: null },
    });
    await database.sql(`update generations set status = ? where id = ?`, [status, generationId]);
    await database.sql(`update conversations set updated_at = now() - (? * interval '1 minute') where id = ?`, [
      minutesAgo,
      recorded!.conversationId,
    ]);
    return { id: recorded!.conversationId, generationId };
  }
  const count = async (table: string, column: string, id: string) =>
    Number((await database.sql<{ n: string }[]>(`select count(*) as n from ${table} where ${column} = ?`, [id]))[0]!.n);

  it('lists projects most recently used first, with their generations', async () => {
    const user = randomUUID();
    const older = await project(user, 'older', 10);
    const newer = await project(user, 'newer', 1);
    const list = await projects.list(user);
    expect(list.map((p) => [p.id, p.title, p.generations])).toEqual([
      [newer.id, 'newer', 1],
      [older.id, 'older', 1],
    ]);
    expect(await projects.list(randomUUID())).toEqual([]);
  });

  it('keeps the latest projects and removes the rest with their messages and generations, sparing running ones', async () => {
    const user = randomUUID();
    const oldest = await project(user, 'oldest', 40);
    const running = await project(user, 'running', 30, 'running');
    const middle = await project(user, 'middle', 20);
    const latest = await project(user, 'latest', 10);
    const removed = await projects.keepLatest(user, 2);
    expect(removed).toEqual([oldest.id]);
    expect((await projects.list(user)).map((p) => p.title)).toEqual(['latest', 'middle', 'running']);
    expect(await count('conversation_messages', 'conversation_id', oldest.id)).toBe(0);
    expect(await count('generations', 'id', oldest.generationId)).toBe(0);
    expect(await count('generations', 'id', middle.generationId)).toBe(1);
    expect(await projects.keepLatest(user, 5)).toEqual([]);
    expect(latest.id).toBeDefined();
    // Another user's projects are never touched.
    const other = randomUUID();
    await project(other, 'theirs', 50);
    await projects.keepLatest(user, 0);
    expect((await projects.list(other)).map((p) => p.title)).toEqual(['theirs']);
    expect((await projects.list(user)).map((p) => p.title)).toEqual(['running']);
    expect(running.id).toBeDefined();
  });

  it("deletes one of the user's projects, but not a running one or someone else's", async () => {
    const user = randomUUID();
    const done = await project(user, 'done', 5);
    const busy = await project(user, 'busy', 1, 'queued');
    expect(await projects.remove(randomUUID(), done.id)).toBe('missing');
    expect(await projects.remove(user, busy.id)).toBe('busy');
    expect(await projects.remove(user, done.id)).toBe('removed');
    expect(await projects.remove(user, done.id)).toBe('missing');
    expect((await projects.list(user)).map((p) => p.title)).toEqual(['busy']);
  });

  it("hands an anonymous session's conversations and generations to the user who signs up with it", async () => {
    const anonHash = 'a'.repeat(64);
    const recorded = await generations.createRequest({
      generationId: randomUUID(),
      prompt: 'tried anonymously',
      platform: 'aws',
      format: 'terraform',
      history: [],
      owner: { userId: null, anonHash },
    });
    const stranger = await generations.createRequest({
      generationId: randomUUID(),
      prompt: 'another visitor',
      platform: 'aws',
      format: 'terraform',
      history: [],
      owner: { userId: null, anonHash: 'b'.repeat(64) },
    });
    const user = randomUUID();
    expect(await projects.adoptAnonymous(anonHash, user)).toEqual([recorded!.conversationId]);
    expect((await projects.list(user)).map((p) => [p.title, p.generations])).toEqual([['tried anonymously', 1]]);
    const moved = await database.sql<{ user_id: string; anon_session_hash: string | null }[]>(
      'select user_id, anon_session_hash from generations where conversation_id = ?',
      [recorded!.conversationId],
    );
    expect(moved).toEqual([{ user_id: user, anon_session_hash: null }]);
    // The token is spent: nothing is left to adopt, and another session's work stays its own.
    expect(await projects.adoptAnonymous(anonHash, randomUUID())).toEqual([]);
    expect(await count('conversations', 'anon_session_hash', 'b'.repeat(64))).toBe(1);
    expect(stranger).not.toBeNull();
  });
});
