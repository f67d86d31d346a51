import { randomUUID } from 'node:crypto';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { ConversationsRepository } from './conversations.repository';
import { DatabaseProbe } from './database-probe';
import { GenerationsRepository } from './generations.repository';
import { ProfilesRepository } from './profiles.repository';
import { SystemAlertsRepository } from './system-alerts.repository';
import { UsersRepository } from './users.repository';

/** Profiles, alerts, conversation lists and the health probe, on PostgreSQL and PGlite. */
describe(`profiles, alerts, conversation pages and the probe on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();
  const newUser = () =>
    new UsersRepository(database.orm.em).create({
      email: `${randomUUID()}@example.com`,
      passwordHash: 'x',
      fullName: 'P',
      role: 'user',
      emailVerifiedAt: new Date(),
    });

  it('creates a profile on first save and updates it after, keeping when it was created', async () => {
    const profiles = new ProfilesRepository(database.orm.em);
    const user = await newUser();
    expect(await profiles.findByUser(user.id)).toBeNull();
    const fields = {
      fullName: 'Ada',
      businessEmail: 'ada@example.com',
      role: 'SRE' as const,
      organization: null,
      linkedinProfile: null,
    };
    const created = await profiles.save(user.id, fields);
    const updated = await profiles.save(user.id, { ...fields, organization: 'Analytical Engines' });
    expect(updated).toMatchObject({ fullName: 'Ada', organization: 'Analytical Engines' });
    expect(updated.createdAt.getTime()).toBe(created.createdAt.getTime());
    expect((await profiles.findByUser(user.id))?.organization).toBe('Analytical Engines');
  });

  it('opens one alert per fingerprint and counts further occurrences on it', async () => {
    const alerts = new SystemAlertsRepository(database.orm.em);
    const alert = {
      title: 'Model down',
      severity: 'high' as const,
      message: 'first',
      fingerprint: `fp-${randomUUID()}`,
    };
    const first = await alerts.raise(alert);
    const second = await alerts.raise({ ...alert, message: 'second' });
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ id: first.id, created: false, alert: { occurrences: 2, message: 'second' } });
    const [row] = await database.sql<{ occurrences: number; message: string }[]>(
      'select occurrences, message from system_alerts where id = ?',
      [first.id],
    );
    expect(row).toEqual({ occurrences: 2, message: 'second' });
    // Once resolved, the same failure opens a new alert.
    await database.sql('update system_alerts set is_resolved = true where id = ?', [first.id]);
    const third = await alerts.raise(alert);
    expect(third.created).toBe(true);
    expect(third.id).not.toBe(first.id);
  });

  it("pages a user's conversations, most recently active first", async () => {
    const generations = new GenerationsRepository(database.orm.em);
    const conversations = new ConversationsRepository(database.orm.em);
    const user = await newUser();
    const owner = { userId: user.id, anonHash: null };
    const ids: string[] = [];
    for (const prompt of ['one', 'two', 'three']) {
      const recorded = await generations.createRequest({
        generationId: randomUUID(),
        prompt,
        platform: 'aws',
        format: 'terraform',
        history: [],
        owner,
      });
      ids.push(recorded!.conversationId);
      await database.sql(`update conversations set updated_at = now() - (? * interval '1 minute') where id = ?`, [
        10 - ids.length,
        recorded!.conversationId,
      ]);
    }
    const first = await conversations.listForUser(user.id, { limit: 2 });
    expect(first.conversations.map((c) => c.title)).toEqual(['three', 'two']);
    expect(first.more).toBe(true);
    const rest = await conversations.listForUser(user.id, { limit: 2, before: first.conversations[1]!.updatedAt });
    expect(rest.conversations.map((c) => c.title)).toEqual(['one']);
    expect(rest.more).toBe(false);
    expect((await conversations.findById(ids[0]!))?.userId).toBe(user.id);
    expect(await conversations.findById(randomUUID())).toBeNull();
  });

  it('answers the health probe', async () => {
    await expect(new DatabaseProbe(database.orm.em).ping()).resolves.toBeUndefined();
  });
});
