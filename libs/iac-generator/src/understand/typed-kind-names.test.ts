/**
 * A Kubernetes kind written as its type, in one CamelCase word or its capitalised words, is named
 * by the lower-case word after it, as kubectl names things, even when that word is itself a word
 * for a component ("StatefulSet db", "DaemonSet cache"); the verb after the name ("running") says
 * what it runs and is never a word left unread.
 */
import { understand } from './understand';

const read = (prompt: string) => understand(prompt, 'k8s').mentions.map((m) => ({ kind: m.kind, names: m.names }));
const notRead = (prompt: string) => understand(prompt, 'k8s').notRead.map((n) => n.text);

describe('names after a Kubernetes kind written as a type', () => {
  it('names a StatefulSet, a DaemonSet and a CronJob by the word after them', () => {
    expect(read('a StatefulSet store running mysql:8 with 3 replicas')).toEqual([
      { kind: 'k8s.stateful_set', names: ['store'] },
    ]);
    expect(read('Add a DaemonSet collector that runs fluent/fluent-bit:3.0')).toEqual([
      { kind: 'k8s.daemon_set', names: ['collector'] },
    ]);
    expect(read('a CronJob purge that runs every hour')[0]).toEqual({ kind: 'k8s.cron_job', names: ['purge'] });
  });

  it('reads a component word after the type as its name, never a second workload', () => {
    expect(read('a StatefulSet db running mariadb:11')).toEqual([{ kind: 'k8s.stateful_set', names: ['db'] }]);
    expect(read('Create Stateful Set cache with 2 replicas')).toEqual([{ kind: 'k8s.stateful_set', names: ['cache'] }]);
  });

  it('leaves the type unnamed when a sentence word follows it', () => {
    expect(read('a StatefulSet with 3 replicas running redis:7')).toEqual([{ kind: 'k8s.stateful_set', names: [] }]);
  });

  it('reads "running" after a name as what the workload runs', () => {
    expect(notRead('a Deployment checkout running ghcr.io/acme/checkout:2.1')).toEqual([]);
    expect(notRead('a StatefulSet ledger running postgres:15')).toEqual([]);
  });
});
