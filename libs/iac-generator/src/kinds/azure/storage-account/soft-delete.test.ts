/**
 * Blob soft delete stated with its days is the storage account's deletion window
 * (blob_properties.delete_retention_policy; ARM/Bicep blobServices deleteRetentionPolicy), never a
 * lifecycle rule that deletes live blobs at that age; an age-based delete stated beside it stays a
 * lifecycle rule. Read back with each format's parser and checked (zero errors).
 */
import { generated, of } from '../../../testing/resources';

describe('blob soft delete days', () => {
  it('terraform-azurerm: the days are the soft-delete window, and no blob is deleted by age', async () => {
    const { resources, errors } = await generated(
      'an Azure storage account with soft delete for blobs kept 21 days',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    const [account] = of(resources, 'azurerm_storage_account');
    const blob = account.body.blob_properties as { delete_retention_policy: { days: number } };
    expect(blob.delete_retention_policy.days).toBe(21);
    expect(of(resources, 'azurerm_storage_management_policy')).toEqual([]);
  });

  it.each(['arm', 'bicep'] as const)('%s: the days are the soft-delete window', async (format) => {
    const { resources, errors } = await generated('a storage account with 14 days of blob soft delete', format);
    expect(errors).toEqual([]);
    const [service] = of(resources, 'Microsoft.Storage/storageAccounts/blobServices');
    const props = service.body.properties as { deleteRetentionPolicy: { days: number } };
    expect(props.deleteRetentionPolicy.days).toBe(14);
  });

  it('an age-based delete beside it stays a lifecycle rule', async () => {
    const { resources } = await generated(
      'a storage account with soft delete of 30 days; delete blobs after 90 days',
      'terraform-azurerm',
    );
    const [account] = of(resources, 'azurerm_storage_account');
    expect(
      (account.body.blob_properties as { delete_retention_policy: { days: number } }).delete_retention_policy.days,
    ).toBe(30);
    const [policy] = of(resources, 'azurerm_storage_management_policy');
    expect(JSON.stringify(policy.body)).toContain('"delete_after_days_since_modification_greater_than":90');
  });
});
