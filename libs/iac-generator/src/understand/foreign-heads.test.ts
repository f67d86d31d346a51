/**
 * A general word closing a noun phrase that another cloud's product opens ("like an AWS ASG target
 * tracking policy") is a part of that product, said as not on this cloud; never a thing of this
 * cloud read from the general word.
 */
import { understand } from './understand';

const kinds = (prompt: string, history: string[] = []) =>
  understand(prompt, 'azure', history).mentions.map((m) => m.kind);

describe("a general word after another cloud's product in one phrase", () => {
  it.each([
    ['scale it like an AWS ASG step scaling policy', []],
    ['a storage account mirroring an S3 bucket lifecycle policy', ['azure.storage_account']],
    ['add autoscaling as an AWS ASG target tracking policy would, min 2 max 6', []],
  ])('makes nothing of the word: %s', (prompt, expected) => {
    expect(kinds(prompt).filter((k) => k !== 'azure.linux_virtual_machine_scale_set')).toEqual(expected);
  });

  it('keeps the words of a resource type named as such', () => {
    const read = understand('google_kms_key_ring + google_kms_crypto_key with 90-day rotation', 'gcp');
    expect(read.mentions.map((m) => m.kind)).toContain('gcp.kms_crypto_key');
  });

  it('keeps a thing of this cloud after a word that ends the phrase', () => {
    expect(kinds('replace the SQS queue with a Service Bus queue')).toContain('azure.servicebus_queue');
    expect(kinds('like our GKE cluster, an AKS cluster and a role assignment for it')).toContain(
      'azure.role_assignment',
    );
  });
});
