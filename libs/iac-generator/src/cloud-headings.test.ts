/**
 * Multi-cloud `terraform`: words before a colon that name no cloud head the list after it, so every
 * cloud with an item of the list reads them (an identity signing in for the repository the heading
 * names, on whichever cloud it is); a heading that counts the items is the list's count, never a
 * second thing on each cloud.
 */
import { generated, of } from './testing/resources';

describe('a heading said before a list split among clouds', () => {
  it('is read by the second cloud too', async () => {
    const { resources, errors } = await generated(
      'OIDC sign-in for GitHub repo northwind/infra on branch main: a GCS bucket named infra-state on Google Cloud, and an Azure user-assigned managed identity infra-deployer',
      'terraform',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'google_storage_bucket')).toHaveLength(1);
    const credential = of(resources, 'azurerm_federated_identity_credential');
    expect(credential).toHaveLength(1);
    expect(credential[0].body.subject).toBe('repo:northwind/infra:ref:refs/heads/main');
  });

  it.each([
    ['two queues named jobs: an SQS queue on AWS and a Pub/Sub topic on Google Cloud', 'google_pubsub_topic'],
    ['both buckets for the nightly archive: an S3 bucket on AWS, and a GCS bucket on GCP', 'google_storage_bucket'],
  ])('counting the items, it makes no second thing on the cloud after the first: %s', async (prompt, type) => {
    const { resources } = await generated(prompt, 'terraform');
    expect(of(resources, type)).toHaveLength(1);
  });
});
