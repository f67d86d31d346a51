/**
 * Settings that belong to one AWS service each, by what they mean: a broker's deployment mode, a
 * key customers manage, a function's environment variables, a topic's raw message delivery, how
 * many images a registry keeps, a state machine's type, how users sign in to a user pool, the
 * protocols a file transfer server speaks and what a service control policy denies. They are read
 * before the general patterns of settings.ts, so their numbers and words are not read twice.
 */
import { type Rule } from './settings';
import { num as count } from './numbers';
import { guardrailsIn } from './guardrails';

// Whether the request is about a message broker, a file transfer server or an organization policy:
// their words ("single instance", "cluster", "SFTP", "deny") mean these settings only there.
const BROKER =
  /\b(?:amazon mq|mq brokers?)\b|\b(?:active|rabbit) ?mq\b[^.]*\bbrokers?\b|\b(?:message )?brokers?\b[^.]*\b(?:active|rabbit) ?mq\b/;
const TRANSFER = /\btransfer (?:family|server)|\baws transfer\b|\b(?:s?ftps?|as2) (?:server|endpoint)s?\b/;
const ORG_POLICY = /\bservice control polic|\bscps?\b|\borganizations? polic/;
const WORKFLOW = /\bstep ?functions?\b|\bstate ?machines?\b|\bsfn\b|\bworkflows?\b/;

// The EC2 instance state a word names, as EventBridge reports it.
const INSTANCE_STATES: [RegExp, string][] = [
  [/^terminat/, 'terminated'],
  [/^stop/, 'stopped'],
  [/^(?:start|running)/, 'running'],
  [/^launch/, 'pending'],
  [/^shutting/, 'shutting-down'],
];

export const SERVICE_RULES: Rule[] = [
  // Subnets of both tiers in one breath: "two public and three private subnets" (each tier named
  // with its own "subnets" is a mention of its own, counted as such).
  {
    re: /\b(\d{1,2}|one|two|three|four|five|six)\s+(public|private)\s+(?:and|,|\+|&|plus)\s+(\d{1,2}|one|two|three|four|five|six)\s+(public|private)(?=\s+subnets?\b)/g,
    read: (m) =>
      m[2] === m[4]
        ? undefined
        : {
            label: 'subnets by tier',
            values: {
              publicSubnets: count(m[2] === 'public' ? m[1] : m[3]),
              privateSubnets: count(m[2] === 'private' ? m[1] : m[3]),
            },
            family: 'subnetTiers',
            // Honoured by the subnets planned, one per tier and count, not by an attribute a writer reads.
            untracked: true,
          },
  },
  // Inbound traffic from one address range: "SSH from 203.0.113.0/24 only", "allow port 8080 from 10.2.0.0/16".
  {
    re: /\b(ssh|rdp|https?|port\s+\d{2,5})\s+(?:access\s+|traffic\s+)?(?:(?:is\s+)?(?:allowed|permitted|open|only)\s+)?from\s+(?:only\s+)?(\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2})\b(?:\s+only\b)?/g,
    read: (m) => {
      const named: Record<string, number> = { ssh: 22, rdp: 3389, http: 80, https: 443 };
      const port = named[m[1]] ?? Number(m[1].replace(/\D+/g, ''));
      return port > 0 && port < 65536
        ? { label: 'allowed source', values: { ingressFrom: [{ port, cidr: m[2] }] }, family: 'sourceRange' }
        : undefined;
    },
  },
  // Events of EC2 instances a rule reacts to: "instance state changes", "instance termination events".
  {
    re: /\b(?:ec2\s+)?instances?\s+(?:(state[- ]changes?|state changes?)|(terminat\w*|stop\w*|start\w*|launch\w*|running|shutting[- ]down))(?:\s+(?:events?|notifications?))?\b/g,
    read: (m) => {
      const state = m[2] ? INSTANCE_STATES.find(([re]) => re.test(m[2]))?.[1] : undefined;
      return {
        label: 'events',
        values: {
          eventPattern: {
            source: ['aws.ec2'],
            'detail-type': ['EC2 Instance State-change Notification'],
            detail: state ? { state: [state] } : undefined,
          },
        },
        family: 'eventPattern',
      };
    },
  },
  // An HTTP backend an API passes requests on to: "proxies to https://legacy.example.com".
  {
    re: /\b(?:prox(?:y|ies|ying)|forward(?:s|ing)?|rout(?:e|es|ing)|pass(?:es|ing)?)\s+(?:all\s+|every\s+)?(?:requests\s+|traffic\s+|calls\s+|everything\s+)?(?:through\s+|on\s+)?to\s+(https?:\/\/[^\s,;)]+)/g,
    read: (m) => ({ label: 'HTTP backend', values: { backendUrl: m[1].replace(/[.]+$/, '') }, family: 'apiRoute' }),
  },
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
  },
  // A broker's deployment: one instance, an active/standby pair across zones, or a cluster.
  {
    re: /\b(active[ /-]?(?:and[ -])?standby|single[ -](?:instance|node|broker)|(?:a\s+)?(?:multi[ -]?az\s+)?cluster(?:ed)?(?:\s+(?:deployment|mode))?)\b/g,
    when: BROKER,
    read: (m) => ({
      label: 'deployment mode',
      values: {
        deploymentMode: /standby/.test(m[1]) ? 'active-standby' : /^single/.test(m[1]) ? 'single' : 'cluster',
      },
      family: 'deployment',
    }),
  },
  // Encryption with a KMS key rather than the service's own: "SSE-KMS", "aws:kms", "KMS encryption",
  // "encrypted under my own KMS key", "encrypted by a customer-managed key".
  {
    re: /\bsse[ -]?kms\b|\baws:kms\b|\bkms[ -](?:encrypt\w*|managed encryption)\b|\bencrypt\w*\s+(?:with|using|by|under)\s+(?:a\s+|an\s+|our\s+(?:own\s+)?|my\s+(?:own\s+)?|its\s+own\s+|their\s+own\s+)?(?:customer[ -]managed\s+)?(?:kms|cmk|customer[ -]managed)\b(?:\s+keys?)?/g,
    read: () => ({ label: 'KMS encryption', values: {}, flags: ['kmsKey'], family: 'keyChoice' }),
  },
  // Environment variables stated as KEY=value: "env var MODE=batch", "environment variables X=7, Y=8".
  {
    re: /\b(?:env(?:ironment)?[ _-]?(?:var(?:iable)?s?)?|variables?)\s*[:(]?\s*(?:(?:are|is|of|set to)\s+)?([a-z_][a-z0-9_]*\s*=\s*[^\s,;)]+(?:\s*(?:,|;|and)\s*[a-z_][a-z0-9_]*\s*=\s*[^\s,;)]+)*)/g,
    read: (m) => {
      const environment: Record<string, string> = {};
      for (const pair of m[1].matchAll(/([a-z_][a-z0-9_]*)\s*=\s*([^\s,;)]+)/g))
        environment[pair[1]] = pair[2].replace(/[.]+$/, '');
      return { label: 'environment variables', values: { environment }, family: 'environment' };
    },
  },
  // A Lambda custom runtime on Amazon Linux: "provided.al2023", "provided.al2", "a custom runtime".
  {
    re: /\bprovided\.(al2023|al2)\b|\b(?:custom|os[- ]only)\s+runtime\b/g,
    read: (m) => ({
      label: 'runtime',
      values: { runtime: 'provided', runtimeVersion: m[1] ?? 'al2023' },
      family: 'runtime',
    }),
  },
  // A subscription that delivers the message as published, without the SNS envelope.
  {
    re: /\braw (?:message )?deliver(?:y|ed)\b|\braw messages?\b|\bwithout the (?:sns )?envelope\b/g,
    read: () => ({ label: 'raw message delivery', values: {}, flags: ['rawDelivery'], family: 'rawDelivery' }),
  },
  // How many images a registry keeps: "keep the last 10 images", "retain only the 30 most recent
  // images", "keeping 50 images", "expire all but the newest 3 images".
  {
    re: /\b(?:keep\w*|retain\w*|only)\s+(?:only\s+)?(?:the\s+)?(?:(?:last|latest|newest|most recent)\s+)?(\d{1,4}|one|two|three|five|ten|twenty|thirty)\s+(?:(?:most recent|newest|latest)\s+)?(?:tagged\s+|untagged\s+|container\s+|docker\s+)?images?\b|\b(?:all but|everything but|except)\s+the\s+(?:last|latest|newest|most recent)\s+(\d{1,4}|one|two|three|five|ten|twenty|thirty)\s+images?\b/g,
    read: (m) => {
      const n = count(m[1] ?? m[2]);
      return Number.isFinite(n) && n > 0
        ? { label: 'images kept', values: { keepImages: n }, family: 'keepImages' }
        : undefined;
    },
  },
  // A state machine's type: Express (short, high-volume) or Standard.
  {
    re: /\b(express|standard)\s+(?:type|workflows?|state machines?|mode)\b|\(\s*(express|standard)\s*\)|\btype\s*[:=]?\s*(express|standard)\b/g,
    when: WORKFLOW,
    read: (m) => ({
      label: 'workflow type',
      values: { workflowType: (m[1] ?? m[2] ?? m[3]) as 'express' | 'standard' },
      family: 'workflowType',
    }),
  },
  // Users of a user pool sign in with their email address as the username.
  {
    re: /\bemail(?: address)?\s+(?:as|is)\s+(?:the\s+|their\s+)?(?:username|user name|login|sign[- ]in)\b|\b(?:sign|log)[- ]?in\s+(?:with|using|by)\s+(?:their\s+|an?\s+)?email\b|\busernames?\s+(?:are|is)\s+(?:the\s+|their\s+)?emails?\b/g,
    read: () => ({ label: 'email sign-in', values: {}, flags: ['emailSignIn'], family: 'signIn' }),
  },
  // An app client without a secret, as browser and mobile apps need: "without a secret", "public app client".
  {
    re: /\b(?:no|without(?:\s+an?)?)\s+(?:client\s+)?secret\b|\bpublic(?=\s+(?:app\s+)?client\b)|\bsecret[- ]?less(?=\s+(?:app\s+)?client\b)/g,
    when: /\bcognito\b|\buser pool\b|\bapp client\b/,
    read: () => ({ label: 'no client secret', values: {}, flags: ['publicClient'], family: 'clientSecret' }),
  },
  // The protocols a file transfer server speaks: "SFTP", "FTPS and SFTP".
  {
    re: /\b(?:sftp|ftps|ftp|as2)\b(?:\s*(?:,|and|or|\+|\/|&)\s*(?:sftp|ftps|ftp|as2)\b)*/g,
    when: TRANSFER,
    read: (m) => ({
      label: 'protocols',
      values: { protocols: [...new Set(m[0].match(/sftp|ftps|ftp|as2/g) ?? [])].map((p) => p.toUpperCase()) },
      family: 'protocols',
    }),
    consume: 'none',
  },
  // Where an organization policy is attached: the root, an OU or an account.
  {
    re: /\battach(?:ed|es)?\s+(?:it\s+)?to\s+(?:the\s+|an?\s+|our\s+)?(?:organization(?:'s)?\s+|org\s+)?(root|ou|organizational unit|account)\b/g,
    when: ORG_POLICY,
    read: (m) => ({
      label: 'policy target',
      values: { policyTarget: m[1] === 'root' ? 'root' : m[1] === 'account' ? 'account' : 'ou' },
      family: 'denies',
    }),
  },
  // What an organization policy denies, by meaning: "deny leaving the organization", "blocks
  // disabling CloudTrail". The actions come from a table of common guardrails.
  {
    re: /\b(?:den(?:y|ies|ying)|block(?:s|ing)?|prevent(?:s|ing)?|forbid(?:s|ding)?|stop(?:s|ping)?|disallow(?:s|ing)?|restrict(?:s|ing)?)\b[^.;\n]{3,120}?(?=\s*,?\s*(?:and\s+)?(?:it\s+is\s+|is\s+)?attach|[.;\n]|$)/g,
    when: ORG_POLICY,
    read: (m) => {
      const denies = guardrailsIn(m[0]);
      return denies.length ? { label: 'denied actions', values: { denies }, family: 'denies' } : undefined;
    },
  },
];

/** Read after every other pattern: words that qualify a component without taking any setting's words. */
export const LAST_SERVICE_RULES: Rule[] = [
  // A resource the user already has: "our existing load balancer", "a pre-existing queue". It is referenced, not created.
  {
    re: /\b(?:pre-?)?existing\b(?=\s+[a-z])/g,
    read: () => ({ label: 'existing', values: {}, flags: ['existing'], family: 'existing' }),
  },
];
