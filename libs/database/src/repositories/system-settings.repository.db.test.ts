import { randomUUID } from 'node:crypto';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { SystemSettingsRepository } from './system-settings.repository';

/** The operator's stored settings, on PostgreSQL and PGlite. */
describe(`system settings repository on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();

  it('stores a value with who changed it, and replaces it on the next save', async () => {
    const settings = new SystemSettingsRepository(database.orm.em);
    expect(await settings.all()).toEqual([]);
    const admin = randomUUID();
    await settings.save('maintenance_mode', true, 'Maintenance', admin);
    await settings.save('max_projects_per_user', 7, 'Projects', null);
    await settings.save('maintenance_mode', false, 'Maintenance', null);
    const rows = await settings.all();
    expect(rows.map(({ key, value, updatedBy }) => ({ key, value, updatedBy }))).toEqual([
      { key: 'maintenance_mode', value: false, updatedBy: null },
      { key: 'max_projects_per_user', value: 7, updatedBy: null },
    ]);
    expect(rows[0]!.updatedAt).toBeInstanceOf(Date);
  });
});
