/**
 * "one for X" after a component is one more of it, named by what it is for; the words of X are
 * not components of their own.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const read = (prompt: string, cloud: Cloud) =>
  understand(prompt, cloud).mentions.map((m) => ({ kind: m.kind, count: m.count, names: m.names }));

describe('one for X', () => {
  it('names the instances of a stated count', () => {
    expect(read('three Kinesis streams: one for clicks, one for logs and one for metrics', 'aws')).toEqual([
      { kind: 'aws.kinesis_stream', count: 3, names: ['clicks', 'logs', 'metrics'] },
    ]);
  });

  it('adds one more of the thing named before, in the same or the next phrase', () => {
    expect(read('A Service Bus queue for invoices and another for receipts', 'azure')).toEqual([
      { kind: 'azure.servicebus_queue', count: 2, names: ['invoices', 'receipts'] },
    ]);
    expect(read('A GCS bucket for exports. Add one for backups too', 'gcp')).toEqual([
      { kind: 'gcp.storage_bucket', count: 2, names: ['exports', 'backups'] },
    ]);
  });

  it('"one for each ..." is not a name', () => {
    expect(read('An ECR repository, one for each team', 'aws')[0].names).toEqual([]);
  });
});
