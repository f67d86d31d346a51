/**
 * The prefix length asked for a private services range ("a reserved /21 range") is the range's
 * prefix_length, never left at the writer's /16. Wordings of our own.
 */
import { generated, of } from '../../../testing/resources';

describe('a private services range', () => {
  it('terraform-google: writes the prefix length asked', async () => {
    const { resources } = await generated(
      'a Cloud SQL MySQL 8.0 instance on private IP; set up private services access with a reserved /22 range',
      'terraform-google',
    );
    const [range] = of(resources, 'google_compute_global_address');
    expect(range.body.prefix_length).toBe(22);
  });

  it('terraform-google: keeps /16 when no prefix is asked', async () => {
    const { resources } = await generated('a Cloud SQL Postgres 15 instance on private IP', 'terraform-google');
    const [range] = of(resources, 'google_compute_global_address');
    expect(range.body.prefix_length).toBe(16);
  });
});
