/**
 * A bucket anyone may read is written readable: allUsers as object viewer on that bucket, with public
 * access prevention left to the project (enforced, it refuses that grant). A bucket beside a public
 * service, or one said not to be public, stays closed.
 */
import { generated, of } from '../../testing/resources';

describe('a bucket asked readable by anyone', () => {
  it.each([
    'GCS bucket "press-kit" for logos and photos; the objects must be publicly readable',
    'a cloud storage bucket holding the release binaries, which anybody can download',
    'bucket for open data sets, readable by everyone on the internet',
  ])('%s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'terraform-google');
    expect(errors).toEqual([]);
    expect(of(resources, 'google_storage_bucket')[0].body.public_access_prevention).toBe('inherited');
    const grants = of(resources, 'google_storage_bucket_iam_member').map((r) => [r.body.role, r.body.member]);
    expect(grants).toContainEqual(['roles/storage.objectViewer', 'allUsers']);
  });

  it.each([
    'a cloud run service open to the internet that stores uploads in a gcs bucket',
    'a cloud storage bucket for payroll exports that is not publicly readable',
  ])('stays closed: %s', async (prompt) => {
    const { resources } = await generated(prompt, 'terraform-google');
    expect(of(resources, 'google_storage_bucket')[0].body.public_access_prevention).toBe('enforced');
    expect(of(resources, 'google_storage_bucket_iam_member').map((r) => r.body.member)).not.toContain('allUsers');
  });
});
