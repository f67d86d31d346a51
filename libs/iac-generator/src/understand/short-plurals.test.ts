/**
 * Plurals of the kinds' short names ("VMs", "DBs") are read as the kind, with their count; the
 * three-letter names of their own ending in s ("DNS", "SQS", "KMS") stay themselves.
 */
import { type Cloud } from '../model/types';
import { shortPluralSingular } from './short-plurals';
import { stem } from './text';
import { understand } from './understand';

const read = (prompt: string, cloud: Cloud) =>
  understand(prompt, cloud).mentions.map((m) => ({ kind: m.kind, count: m.count }));

describe('short plurals', () => {
  it('folds a short plural to the kind name it is the plural of', () => {
    expect(shortPluralSingular('vms')).toBe('vm');
    expect(shortPluralSingular('dbs')).toBe('db');
    expect(stem('vms')).toBe('vm');
  });

  it('leaves three-letter names that end in s alone', () => {
    for (const word of ['dns', 'sqs', 'sns', 'kms', 'aws', 'rds', 'gcs', 'its', 'has', 'yes', 'bus'])
      expect(stem(word)).toBe(word);
  });

  it('reads "VMs" as machines, counted by the number before them', () => {
    expect(read('two small VMs for the build agents in westeurope', 'azure')).toEqual([
      { kind: 'azure.linux_virtual_machine', count: 2 },
    ]);
    // "on GCE" says which service the machines are of; the plan writes one group of them.
    expect(read('Spin up 4 identical VMs on GCE', 'gcp')).toContainEqual({ kind: 'gcp.compute_instance', count: 4 });
    expect(read('five VMs of type m5.large', 'aws')).toEqual([{ kind: 'aws.instance', count: 5 }]);
  });

  it('still reads the services named by three letters', () => {
    expect(read('an SQS queue and two SNS topics', 'aws').map((m) => m.kind)).toEqual([
      'aws.sqs_queue',
      'aws.sns_topic',
    ]);
  });
});
