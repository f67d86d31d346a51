import { randomUUID } from 'node:crypto';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { SessionsRepository, type RotationInput } from './sessions.repository';
import { UsersRepository } from './users.repository';

/** Sessions and single-use refresh tokens, on PostgreSQL and PGlite. */
describe(`sessions repository on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();
  let sessions: SessionsRepository;
  let userId: string;
  const later = () => new Date(Date.now() + 3_600_000);

  beforeAll(async () => {
    sessions = new SessionsRepository(database.orm.em);
    const user = await new UsersRepository(database.orm.em).create({
      email: `sessions-${randomUUID()}@example.com`,
      passwordHash: 'x',
      fullName: 'S',
      role: 'user',
      emailVerifiedAt: new Date(),
    });
    userId = user.id;
  });

  const rotation = (tokenHash: string, fields: Partial<RotationInput> = {}): RotationInput => ({
    tokenHash,
    kind: 'user',
    nextTokenHash: randomUUID(),
    expiresAt: later(),
    reuseGraceSeconds: 10,
    ...fields,
  });

  it('starts a session that is live for its user only, until it is revoked', async () => {
    const session = await sessions.start({ userId, kind: 'user', expiresAt: later(), refreshTokenHash: 'start-1' });
    const live = await sessions.findLive(session.id, userId);
    expect(live?.session.id).toBe(session.id);
    expect(live?.user.id).toBe(userId);
    expect(await sessions.findLive(session.id, randomUUID())).toBeNull();
    expect(await sessions.findByRefreshToken('start-1')).toEqual({ id: session.id, kind: 'user' });
    expect(await sessions.revoke(session.id, 'signout')).toBe(true);
    expect(await sessions.revoke(session.id, 'signout')).toBe(false);
    expect(await sessions.findLive(session.id, userId)).toBeNull();
  });

  it('does not count an expired session as live', async () => {
    const session = await sessions.start({
      userId,
      kind: 'user',
      expiresAt: new Date(Date.now() - 1),
      refreshTokenHash: 'old-1',
    });
    expect(await sessions.findLive(session.id, userId)).toBeNull();
    expect(await sessions.rotate(rotation('old-1'))).toEqual({ outcome: 'unknown' });
  });

  it('rotates a token once; its successor works; the same token later is reuse', async () => {
    const session = await sessions.start({ userId, kind: 'user', expiresAt: later(), refreshTokenHash: 'rot-1' });
    const first = await sessions.rotate(rotation('rot-1', { nextTokenHash: 'rot-2' }));
    expect(first.outcome).toBe('rotated');
    expect(first.outcome === 'rotated' && first.session.id).toBe(session.id);
    expect((await sessions.rotate(rotation('rot-2', { nextTokenHash: 'rot-3' }))).outcome).toBe('rotated');
    // rot-1 again, after its successor was used: a copy exists somewhere.
    expect(await sessions.rotate(rotation('rot-1'))).toEqual({ outcome: 'reused', sessionId: session.id, userId });
  });

  it('gives a lost answer another successor within the grace window, and counts it as reuse after it', async () => {
    await sessions.start({ userId, kind: 'user', expiresAt: later(), refreshTokenHash: 'lost-1' });
    expect((await sessions.rotate(rotation('lost-1', { nextTokenHash: 'lost-2' }))).outcome).toBe('rotated');
    expect((await sessions.rotate(rotation('lost-1', { nextTokenHash: 'lost-3' }))).outcome).toBe('rotated');
    expect((await sessions.rotate(rotation('lost-1', { reuseGraceSeconds: 0 }))).outcome).toBe('reused');
  });

  it('knows no token of another kind, of a revoked session, or that was never issued', async () => {
    const session = await sessions.start({ userId, kind: 'admin', expiresAt: later(), refreshTokenHash: 'adm-1' });
    expect(await sessions.rotate(rotation('adm-1'))).toEqual({ outcome: 'unknown' });
    await sessions.revoke(session.id, 'signout');
    expect(await sessions.rotate(rotation('adm-1', { kind: 'admin' }))).toEqual({ outcome: 'unknown' });
    expect(await sessions.rotate(rotation('never-issued'))).toEqual({ outcome: 'unknown' });
    expect(await sessions.findByRefreshToken('never-issued')).toBeNull();
  });
});
