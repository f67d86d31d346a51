/**
 * A Spanner database's dialect is its own setting (fixed when the database is created), never a
 * Cloud SQL server read from the engine's name; compute below what Spanner sells is written as the
 * next amount it takes, and said, never reported as written as asked.
 */
import { generated, of } from '../../testing/resources';

describe('Spanner settings as stated', () => {
  it.each([
    ['Cloud Spanner instance "catalog" holding one database "items" in the PostgreSQL dialect', 'POSTGRESQL'],
    ['spanner with 2 nodes; db orders, dialect: postgres', 'POSTGRESQL'],
    ['a spanner instance for payments whose database uses the GoogleSQL dialect', 'GOOGLE_STANDARD_SQL'],
  ])('%s', async (prompt, dialect) => {
    const { resources, errors, result } = await generated(prompt, 'terraform-google');
    expect(errors).toEqual([]);
    expect(of(resources, 'google_spanner_database').map((d) => d.body.database_dialect)).toEqual([dialect]);
    expect(of(resources, 'google_sql_database_instance')).toEqual([]);
    expect(result.notRead ?? []).not.toContainEqual(expect.stringMatching(/dialect/i));
  });

  it('writes the smallest compute Spanner takes and says so', async () => {
    const { resources, result } = await generated(
      'a tiny spanner instance of 40 processing units for a dev ledger',
      'terraform-google',
    );
    expect(of(resources, 'google_spanner_instance')[0].body.processing_units).toBe(100);
    expect(result.notCovered.join('\n')).toMatch(/40 processing units[\s\S]*100 processing units/);
  });

  it('writes the next amount above 1000 in whole thousands', async () => {
    const { resources } = await generated('spanner instance with 2500 processing units', 'terraform-google');
    expect(of(resources, 'google_spanner_instance')[0].body.processing_units).toBe(3000);
  });
});
