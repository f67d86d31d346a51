/**
 * The storage service named after "private endpoint for" (blob, queue, file, ...) is what the endpoint
 * reaches on the account, never a blob object, a Service Bus queue or a share of its own.
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../testing/resources';

describe("a private endpoint's storage service is no resource of its own", () => {
  it.each([
    ['terraform-azurerm', 'storage account "stinvoices" with a private endpoint for blob'],
    ['bicep', 'an ADLS Gen2 storage account with private endpoints for blob and queue'],
    ['arm', 'storage account for the archive; private endpoint for the file share service'],
  ] as [FormatId, string][])('%s: %s', async (format, prompt) => {
    const { result, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toMatch(/azurerm_private_endpoint|Microsoft\.Network\/privateEndpoints/);
    expect(files).not.toMatch(/azurerm_storage_blob\b|azurerm_servicebus|Microsoft\.ServiceBus|\/fileServices\/shares/);
  });
});
