/**
 * An age at which blobs move or go is a lifecycle policy in ARM and Bicep as in Terraform, never
 * the soft-delete window (which Azure keeps to 1 to 365 days). Wordings of our own.
 */
import { generated, of } from '../../../testing/resources';

describe('a storage lifecycle in ARM', () => {
  it.each(['arm', 'bicep'] as const)('%s: writes the moves and the delete as a management policy', async (format) => {
    const { resources, errors } = await generated(
      'a storage account whose blobs go to cool after 40 days and are deleted after 8 years (2920 days)',
      format,
    );
    expect(errors).toEqual([]);
    const [service] = of(resources, 'Microsoft.Storage/storageAccounts/blobServices');
    const props = service.body.properties as { deleteRetentionPolicy: { days: number } };
    expect(props.deleteRetentionPolicy.days).toBeLessThanOrEqual(365);
    const [policy] = of(resources, 'Microsoft.Storage/storageAccounts/managementPolicies');
    const body = JSON.stringify(policy.body);
    expect(body).toMatch(/"tierToCool":\{"daysAfterModificationGreaterThan":40\}/);
    expect(body).toMatch(/"delete":\{"daysAfterModificationGreaterThan":2920\}/);
  });
});
