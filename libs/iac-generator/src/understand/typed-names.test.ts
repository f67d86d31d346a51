/**
 * Unquoted names after a kind written as a type (issue 24, names class): "Deployment api" is a
 * Deployment named api, as kubectl names things, and two of them in one sentence are two things,
 * never one merged Deployment.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const read = (prompt: string, cloud: Cloud = 'k8s') =>
  understand(prompt, cloud)
    .mentions.filter((m) => m.names.length)
    .map((m) => ({ kind: m.kind, names: m.names }));

describe('a capitalised kind is named by the word after it', () => {
  it.each<[string, Cloud, { kind: string; names: string[] }[]]>([
    [
      'A Deployment api running nginx:1.27 and a Deployment worker running busybox',
      'k8s',
      [
        { kind: 'k8s.deployment', names: ['api'] },
        { kind: 'k8s.deployment', names: ['worker'] },
      ],
    ],
    [
      'Deployment web with image nginx:1.27, plus a Deployment mailer with image busybox',
      'k8s',
      [
        { kind: 'k8s.deployment', names: ['web'] },
        { kind: 'k8s.deployment', names: ['mailer'] },
      ],
    ],
    ['I need a Deployment frontend exposing port 3000', 'k8s', [{ kind: 'k8s.deployment', names: ['frontend'] }]],
    ['create a Table customers keyed by id', 'aws', [{ kind: 'aws.dynamodb_table', names: ['customers'] }]],
  ])('%s', (prompt, cloud, expected) => {
    expect(read(prompt, cloud)).toEqual(expected);
  });
});

describe('a word of the sentence after a capitalised kind is not its name', () => {
  it.each<[string, Cloud]>([
    ['A Deployment running nginx with 3 replicas', 'k8s'],
    ['A Deployment with image nginx and 2 replicas', 'k8s'],
    ['A Deployment that runs busybox', 'k8s'],
  ])('%s', (prompt, cloud) => {
    expect(read(prompt, cloud)).toEqual([]);
  });
});

describe('a word naming a kind after a capitalised product is the head of its name', () => {
  it('one Amazon Keyspaces table is a table, never a keyspace named "table"', () => {
    expect(read('one Amazon Keyspaces table with table_name invoices', 'aws')).toEqual([]);
  });
});
