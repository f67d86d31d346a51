/**
 * The `keda` settings family: what a KEDA ScaledObject scales on and where its TriggerAuthentication
 * reads credentials: "on rabbitmq queue ingest, 50 messages per replica", "kafka topic orders, consumer
 * group billing, lag 100", "connection string from existing secret mq-conn (key host)". Read only when
 * KEDA is said, so a queue of another service stays its own. Kept flat (`keda.queue`, `keda.target`), so
 * the facts said in several places gather on one object.
 * settings.ts `RULES` tries them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { REF } from './k8s-object-words';

const KEDA = /\bkeda\b|\bscaled ?objects?\b|\btrigger ?authentications?\b/;
const NAME = '([a-z0-9][a-z0-9._/:-]*[a-z0-9])';

// A source KEDA scales on and the word for the thing in it that is counted.
const SOURCES: [RegExp, string][] = [
  [/^rabbit\s*mq/, 'rabbitmq'],
  [/^kafka/, 'kafka'],
  [/^(?:aws\s+)?sqs/, 'aws-sqs-queue'],
  [/^(?:azure\s+)?service\s*bus/, 'azure-servicebus'],
  [/^redis/, 'redis'],
];

export const KEDA_K8S_OBJECT: Rule[] = [
  // The source and its queue, topic or list: "rabbitmq queue ingest", "kafka topic orders", "sqs queue jobs".
  {
    re: new RegExp(
      `\\b(rabbit\\s*mq|kafka|(?:aws\\s+)?sqs|(?:azure\\s+)?service\\s*bus|redis)\\s+(queue|topic|list)\\s+(?:named\\s+|called\\s+)?${NAME}`,
      'g',
    ),
    when: KEDA,
    read: (m) => {
      const type = SOURCES.find(([re]) => re.test(m[1]))?.[1];
      return type ? { label: 'scaler trigger', values: { keda: { type, queue: m[3] } }, family: 'keda' } : undefined;
    },
    examples: {
      reads: {
        'a keda scaledobject on rabbitmq queue invoices': { keda: { type: 'rabbitmq', queue: 'invoices' } },
        'keda scaling on kafka topic clicks': { keda: { type: 'kafka', queue: 'clicks' } },
      },
      leaves: ['an sqs queue named jobs'],
    },
  },
  // How much one replica takes: "50 messages per replica", "lag of 200 per pod", "a target of 10 per replica".
  {
    re: /\b(\d{1,6})\s+(?:messages?|msgs?|events?|items?|jobs?|entries|records?|lag)\s+(?:per|for\s+each|each|a)\s+(?:replica|pod|instance|worker)\b|\b(?:lag(?:\s+threshold)?|target)\s+(?:of\s+|above\s+|over\s+|=\s*|:\s*)?(\d{1,6})(?:\s+(?:per|a)\s+(?:replica|pod|instance))?\b/g,
    when: KEDA,
    read: (m) => ({ label: 'scaler target', values: { keda: { target: m[1] ?? m[2] } }, family: 'keda' }),
    examples: {
      reads: {
        'a keda scaledobject, 25 messages per replica': { keda: { target: '25' } },
        'keda on kafka with a lag threshold of 300': { keda: { target: '300' } },
      },
      leaves: ['a queue with 50 messages'],
    },
  },
  // A Kafka consumer group and its brokers: "consumer group billing", "bootstrap servers kafka:9092".
  {
    re: new RegExp(
      `\\bconsumer\\s+group\\s+${NAME}|\\b(?:bootstrap\\s+servers?|brokers?)\\s+(?:at\\s+|on\\s+)?([a-z0-9][a-z0-9.-]*:\\d{2,5})`,
      'g',
    ),
    when: KEDA,
    read: (m) => ({
      label: m[1] ? 'consumer group' : 'brokers',
      values: { keda: m[1] ? { group: m[1] } : { servers: m[2] } },
      family: 'keda',
    }),
    examples: {
      reads: {
        'keda on kafka topic t with consumer group ledger': { keda: { group: 'ledger' } },
        'keda, bootstrap servers kafka.data:9092': { keda: { servers: 'kafka.data:9092' } },
      },
      leaves: ['a kafka topic t'],
    },
  },
  // Where the credentials come from: "connection string from existing secret mq-conn (key host)".
  {
    re: new RegExp(
      `\\b(connection\\s+string|host|password|uri|url|address|credentials?|token|sasl\\s+password)\\s+(?:comes?\\s+|is\\s+read\\s+|read\\s+|taken\\s+)?from\\s+(?:the\\s+|an?\\s+)?(?:existing\\s+)?secret\\s+${REF}(?:\\s*,?\\s*\\(?\\s*(?:under\\s+|at\\s+)?(?:the\\s+)?key\\s*[:=]?\\s*([a-z0-9][\\w.-]*)\\s*\\)?)?`,
      'g',
    ),
    when: KEDA,
    read: (m) => ({
      label: 'scaler credentials',
      values: { keda: { authWhat: m[1].replace(/\s+/g, ' '), authSecret: m[2], authKey: m[3] } },
      family: 'keda',
    }),
    examples: {
      reads: {
        'keda trigger authentication: the host from existing secret broker-conn (key uri)': {
          keda: { authWhat: 'host', authSecret: 'broker-conn', authKey: 'uri' },
        },
      },
      leaves: ['a deployment whose password comes from secret db key pw'],
    },
  },
];
