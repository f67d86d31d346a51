/**
 * The `engine` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { engineOf } from './helpers';
import { BROKER } from './service-words';

export const ENGINE: Rule[] = [
  // Engine and version, runtime and version, Kubernetes version, operating system.
  {
    re: /\b(aurora[ -]?postgres(?:ql)?|aurora[ -]?mysql|postgres(?:ql)?|psql|mysql|mariadb|sql ?server|mssql|oracle|redis|valkey|memcached|rabbitmq|activemq)(?:\s+(?:version\s+|v)?(\d{1,2}(?:\.\d{1,2}){0,2}))?\b(?!\s*(?:(?:port|gb|gib|mb|days?|nodes?|replicas?|shards?)\b|%))/g,
    read: (m) => {
      const engine = engineOf(m[1].replace(/\s+/g, ' '));
      if (!engine) return undefined;
      return {
        label: m[2] ? 'engine version' : 'engine',
        values: { engine, version: m[2] },
        family: 'engine',
        quiet: !m[2],
        untracked: !m[2],
      };
    },
    consume: 2,
    examples: {
      reads: {
        'an rds database running postgres 16': { engine: 'postgres', version: '16' },
        'a mysql 8.0 instance': { engine: 'mysql', version: '8.0' },
      },
      leaves: ['a redis port 6379 open'],
    },
  },
];

export const ENGINE_SERVICE: Rule[] = [
  // A broker's engine, before a product name is read as a container image to run.
  {
    re: /\b(rabbit ?mq|active ?mq)(?:\s+(?:version\s+|v)?(\d{1,2}\.\d{1,2}))?\b/g,
    when: BROKER,
    read: (m) => ({
      label: m[2] ? 'engine version' : 'engine',
      values: { engine: /^rabbit/.test(m[1]) ? 'rabbitmq' : 'activemq', version: m[2] },
      family: 'engine',
    }),
    // The engine's name also names the broker ("a RabbitMQ broker"): its words stay readable.
    consume: 'none',
    examples: {
      reads: { 'an amazon mq broker running rabbitmq 3.13': { engine: 'rabbitmq', version: '3.13' } },
      leaves: ['a queue for orders'],
    },
  },
];
