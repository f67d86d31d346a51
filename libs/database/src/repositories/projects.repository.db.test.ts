import { randomUUID } from 'node:crypto';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { GenerationsRepository } from './generations.repository';
import { ProjectsRepository } from './projects.repository';

/** Projects (saved conversations): active or archived, removed only by their owner, on PostgreSQL and PGlite. */
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

  it("archives and restores a project: kept whole, counted only while active, and never another user's", async () => {
    const user = randomUUID();
    const first = await project(user, 'first', 30);
    const second = await project(user, 'second', 20);
    expect(await projects.countActive(user)).toBe(2);
    expect(await projects.archive(user, first.id)).toBe(true);
    expect(await projects.countActive(user)).toBe(1);
    const listed = await projects.list(user);
    expect(listed.map((p) => [p.title, p.archivedAt !== null])).toEqual([
      ['second', false],
      ['first', true],
    ]);
    // Archived means kept: its messages and generation are all there.
    expect(await count('conversation_messages', 'conversation_id', first.id)).toBe(1);
    expect(await count('generations', 'id', first.generationId)).toBe(1);
    // Archiving again keeps the first time; someone else's is missing to the caller.
    const archivedAt = listed[1]!.archivedAt;
    expect(await projects.archive(user, first.id)).toBe(true);
    expect((await projects.list(user))[1]!.archivedAt).toEqual(archivedAt);
    expect(await projects.archive(randomUUID(), second.id)).toBe(false);
    expect(await projects.restore(randomUUID(), first.id, null)).toBe('missing');
    // At the limit (1 active of 1) restoring is refused and changes nothing; with room it is active again.
    expect(await projects.restore(user, first.id, 1)).toBe('limit');
    expect(await projects.countActive(user)).toBe(1);
    expect(await projects.restore(user, first.id, 2)).toBe('restored');
    expect(await projects.countActive(user)).toBe(2);
    // Restoring an active project changes nothing, even at the limit; no limit restores anything.
    expect(await projects.restore(user, second.id, 1)).toBe('restored');
    await projects.archive(user, second.id);
    expect(await projects.restore(user, second.id, null)).toBe('restored');
    expect(await projects.countActive(user)).toBe(2);
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

  it("adopts every one of a visitor's conversations, active, whatever the user already has", async () => {
    const anonHash = 'c'.repeat(64);
    const user = randomUUID();
    for (const title of ['mine 1', 'mine 2']) await project(user, title, 10);
    for (const prompt of ['tried 1', 'tried 2', 'tried 3'])
      await generations.createRequest({
        generationId: randomUUID(),
        prompt,
        platform: 'aws',
        format: 'terraform',
        history: [],
        owner: { userId: null, anonHash },
      });
    expect(await projects.adoptAnonymous(anonHash, user)).toHaveLength(3);
    expect(await projects.countActive(user)).toBe(5);
    expect((await projects.list(user)).map((p) => p.title).sort()).toEqual([
      'mine 1',
      'mine 2',
      'tried 1',
      'tried 2',
      'tried 3',
    ]);
  });
});
