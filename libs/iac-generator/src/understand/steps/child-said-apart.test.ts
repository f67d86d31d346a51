/**
 * A child said with a bare name in a phrase of its own ("private container reports" after a storage
 * account and its resource group) is the holder's child, not a service read from the general word;
 * a workload said beside the same holder is still a workload.
 */
import { understand } from '../understand';

const read = (prompt: string) => understand(prompt, 'azure').mentions;

describe('a child named apart from its holder is the holder’s', () => {
  it.each([
    'storage account "stledger03" in resource group "rg-ledger"; private container statements',
    'storage account "stledger03" in resource group "rg-ledger", and a private container receipts',
    'storage account "stledger03" in resource group "rg-ledger"\n- TLS 1.2 only\n- container scans, private',
  ])('%s -> a container of the account, no container app', (prompt) => {
    const mentions = read(prompt);
    expect(mentions.map((m) => m.kind)).not.toContain('azure.container_app');
    const account = mentions.find((m) => m.kind === 'azure.storage_account');
    expect(account?.attrs.children?.length).toBe(1);
  });

  it.each([
    'a storage account "stledger03" in resource group "rg-ledger" and a container app running nginx',
    'a container app "portal" and a storage account "stledger03"; container image nginx',
  ])('still a workload: %s', (prompt) => {
    expect(read(prompt).map((m) => m.kind)).toContain('azure.container_app');
  });
});
