/**
 * Access to Cloud Storage said across a whole project (issue 24, INV/WRONGRES classes): no bucket was asked
 * for, so none is written; the account said with it gets the project-level role for that access.
 */
import { at, generated, of } from '../../testing/resources';

describe('Cloud Storage access across the project', () => {
  it('grants the role on the project and invents no bucket', async () => {
    const { resources, errors } = await generated(
      'a service account auditor-sa in project lumen-ops that can read objects in Cloud Storage across the whole project',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'google_storage_bucket')).toEqual([]);
    expect(of(resources, 'google_storage_bucket_iam_member')).toEqual([]);
    const roles = of(resources, 'google_project_iam_member').map((g) => at(g.body, 'role'));
    expect(roles).toContain('roles/storage.objectViewer');
  });

  it('a bucket said as one is still written', async () => {
    const { resources } = await generated(
      'a bucket lumen-exports and a service account exporter-sa that can read objects in it',
      'terraform-google',
    );
    expect(of(resources, 'google_storage_bucket')).toHaveLength(1);
  });
});
