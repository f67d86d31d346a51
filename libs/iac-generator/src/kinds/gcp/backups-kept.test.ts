/**
 * A count of backups kept (issue 24, SIL class): "backups ... kept 12 copies" is how many backups Cloud SQL
 * retains (retained_backups), never a count of replicas, and the answer does not say it was left out.
 */
import { at, generated, of } from '../../testing/resources';

describe('backups kept, said as a count', () => {
  it('Cloud SQL retains that many backups', async () => {
    const { resources, result, errors } = await generated(
      'a Cloud SQL Postgres 16 instance pg-ledger in us-east1, nightly backups at 01:30 kept 12 copies',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    const [sql] = of(resources, 'google_sql_database_instance');
    expect(at(sql.body, 'settings.backup_configuration.backup_retention_settings.retained_backups')).toBe(12);
    expect(result.notCovered.filter((l) => /12 copies/.test(l))).toEqual([]);
  });
});
