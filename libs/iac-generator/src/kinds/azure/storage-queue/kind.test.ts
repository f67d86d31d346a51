/**
 * Azure Storage queues: "a storage queue", "queue storage", "an Azure queue" are a queue in a
 * storage account's queue service (the account the request asked for, else one added for it), in
 * every Azure format, never a Service Bus namespace and queue; "a Service Bus queue" stays Service
 * Bus. Every answer is checked (zero errors).
 */
import { type FormatId } from '@infragen/contracts';
import { generated, of, type Resource } from '../../../testing/resources';

const QUEUE = {
  'terraform-azurerm': 'azurerm_storage_queue',
  arm: 'Microsoft.Storage/storageAccounts/queueServices/queues',
  bicep: 'Microsoft.Storage/storageAccounts/queueServices/queues',
} as const;
const ACCOUNT = {
  'terraform-azurerm': 'azurerm_storage_account',
  arm: 'Microsoft.Storage/storageAccounts',
  bicep: 'Microsoft.Storage/storageAccounts',
} as const;
const SERVICE_BUS = /servicebus|Microsoft\.ServiceBus/i;

/** The queue's own name, whatever the format (ARM/Bicep write it after the account and 'default'). */
function queueName(format: keyof typeof QUEUE, q: Resource): string {
  const name = String(q.body.name);
  return format === 'terraform-azurerm'
    ? name
    : name
        .split('/')
        .pop()!
        .replace(/'\)?\]?$/, '');
}

describe('a storage queue is a queue of a storage account', () => {
  it.each([
    ['a storage account with a storage queue called orders', 'bicep', 'orders'],
    ['a storage account stshop01 and a storage queue called orders', 'terraform-azurerm', 'orders'],
    ['an Azure queue named invoices', 'arm', 'invoices'],
    ['an Azure Queue Storage queue named jobs', 'terraform-azurerm', 'jobs'],
    ['I need an Azure Storage queue "thumbnails" for the image worker', 'bicep', 'thumbnails'],
  ] as const)('%s (%s)', async (prompt, format, name) => {
    const { result, resources, errors } = await generated(prompt, format as FormatId);
    expect(errors).toEqual([]);
    const queues = of(resources, QUEUE[format]);
    expect(queues).toHaveLength(1);
    expect(queueName(format, queues[0])).toContain(name);
    expect(of(resources, ACCOUNT[format])).toHaveLength(1);
    expect(resources.filter((r) => SERVICE_BUS.test(r.type))).toEqual([]);
    expect(result.notCovered.filter((l) => l.includes(name))).toEqual([]);
  });

  it('the queue is on the storage account the request names', async () => {
    const { resources } = await generated(
      'a storage account stshop01 and a storage queue called orders',
      'terraform-azurerm',
    );
    const [queue] = of(resources, 'azurerm_storage_queue');
    expect(queue.body.storage_account_id).toMatch(/azurerm_storage_account\.stshop01\.id/);
  });

  it.each([
    ['a Service Bus queue called orders', 'bicep'],
    ['an azure service bus queue named orders with sessions', 'terraform-azurerm'],
  ] as const)('%s (%s) stays Service Bus', async (prompt, format) => {
    const { resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    expect(of(resources, QUEUE[format])).toEqual([]);
    expect(resources.some((r) => SERVICE_BUS.test(r.type))).toBe(true);
  });

  it('on AWS a storage queue is said with its nearest (SQS), not written', async () => {
    const { result, resources } = await generated('a storage queue called orders', 'terraform-aws');
    expect(of(resources, 'aws_sqs_queue')).toEqual([]);
    expect(result.notCovered).toContainEqual(expect.stringMatching(/Azure Storage queue is not on AWS.*SQS queue/));
  });
});
