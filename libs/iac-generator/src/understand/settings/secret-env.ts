/**
 * Environment variables read from a Secret (the `environment` family): "DB_PASSWORD comes from the
 * Secret db-creds (key: pass)", "the password is taken from an existing Secret called pg-auth". The
 * Secret is named, not made: whether it exists is read by the `existing` family. Rules with their
 * examples; settings.ts `RULES` tries them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { ANY_NAME, KUBERNETES } from './k8s-words';

// What a variable holds when the request gives no variable's name: "the password", "its API token".
const HELD = '(?:db\\s+|database\\s+|admin\\s+)?(?:password|token|api\\s+key|credentials?|connection\\s+string)';

// A variable's name as people write it: "DATABASE_URL", "es_user" (read lower case).
const VARIABLE = '[a-z][a-z0-9]*(?:_[a-z0-9]+)+';
// A short list of names: "username and password", "user, pass and host".
const names = (one: string) => `(${one}(?:\\s*,\\s*${one})*(?:\\s*,?\\s*(?:and|&)\\s*${one})?)`;
const KEY = '[a-z0-9][a-z0-9._-]*';
const split = (list: string) => list.split(/\s*(?:,|\band\b|&)\s*/).filter(Boolean);

/**
 * Variables read from the keys of a Secret, key by key: "a Secret called s (keys username and
 * password); expose them as ES_USER and ES_PASSWORD" (the keys and the variables paired in order), or
 * "DATABASE_URL from key url of secret billing-db".
 */
export const SECRET_KEY_ENV_K8S: Rule[] = [
  {
    re: new RegExp(
      `\\bsecret\\s+(?:named\\s+|called\\s+)?(${ANY_NAME})\\s*[(,]?\\s*(?:with\\s+|holding\\s+|having\\s+)?(?:the\\s+)?keys?\\s*[:=]?\\s*${names(KEY)}\\s*\\)?\\s*[;,.]?\\s*(?:and\\s+)?((?:expose|exposed|exposing|map|mapped|mapping|inject|injected|pass|passed|set|read|give|provide)\\s+(?:them|these|those|both|each|it)?\\s*(?:to\\s+the\\s+(?:pods?|containers?)\\s+)?(?:as\\s+|to\\s+|into\\s+)(?:(?:env(?:ironment)?\\s+)?(?:var(?:iable)?s?\\s+)?)?${names(VARIABLE)})`,
      'g',
    ),
    read: (m) => {
      const keys = split(m[2]);
      const variables = split(m[4]);
      if (keys.length !== variables.length) return undefined;
      return {
        label: 'environment from a Secret',
        values: {
          secretEnv: keys.map((key, i) => ({ variable: variables[i].toUpperCase(), secret: m[1], key })),
        },
        family: 'environment',
      };
    },
    // The words from the verb on are the variables' ("expose them as"), never a Service's.
    consume: [2, 3],
    when: KUBERNETES,
    examples: {
      reads: {
        'the token sits in a secret called api-auth (keys id and token); expose them as api_id and api_token in the deployment':
          {
            secretEnv: [
              { variable: 'API_ID', secret: 'api-auth', key: 'id' },
              { variable: 'API_TOKEN', secret: 'api-auth', key: 'token' },
            ],
          },
      },
      leaves: ['a deployment with a secret db-creds with keys user and pass'],
    },
  },
  {
    re: new RegExp(
      `\\b(${VARIABLE})\\s+(?:(?:comes?|is\\s+read|read|taken|loaded)\\s+)?from\\s+(?:the\\s+)?key\\s+(${KEY})\\s+(?:of|in)\\s+(?:the\\s+|an?\\s+)?(?:existing\\s+)?secret\\s+(?:named\\s+|called\\s+)?(${ANY_NAME})`,
      'g',
    ),
    read: (m) => ({
      label: 'environment from a Secret',
      values: { secretEnv: [{ variable: m[1].toUpperCase(), secret: m[3], key: m[2] }] },
      family: 'environment',
    }),
    consume: [1, 2],
    when: KUBERNETES,
    examples: {
      reads: {
        'a cronjob with smtp_pass from key pw of secret mailer-auth': {
          secretEnv: [{ variable: 'SMTP_PASS', secret: 'mailer-auth', key: 'pw' }],
        },
      },
      leaves: ['a secret mailer-auth with key pw'],
    },
  },
];

export const SECRET_ENV_K8S: Rule[] = [
  // A variable read from a cloud's secret store, named: "env DB_PASSWORD from the secret manager secret db-pass",
  // "API_KEY from Secret Manager secret api-key". The secret's name stays to be read as the secret's.
  {
    re: new RegExp(
      `\\b(?:env(?:ironment)?\\s+(?:var(?:iable)?\\s+)?)?([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\\s+(?:(?:comes?|is\\s+read|read|taken|loaded)\\s+)?from\\s+(?:an?\\s+|the\\s+)?(?:existing\\s+)?(?:gcp\\s+|google\\s+)?secret\\s+manager(?:\\s+secret)?\\s+(?:named\\s+|called\\s+)?(${ANY_NAME})`,
      'g',
    ),
    read: (m) => ({
      label: 'environment from a secret',
      values: { secretEnv: [{ variable: m[1].toUpperCase(), secret: m[2] }] },
      family: 'environment',
    }),
    consume: [1],
    examples: {
      reads: {
        'a cloud run service with env api_token from the secret manager secret tok-1': {
          secretEnv: [{ variable: 'API_TOKEN', secret: 'tok-1' }],
        },
      },
      leaves: ['a secret manager secret db-pass'],
    },
  },
  {
    re: new RegExp(
      `\\b(?:([a-z][a-z0-9]*(?:_[a-z0-9]+)+)|(?:the|its|their|a)\\s+${HELD})\\s+(?:env(?:ironment)?\\s+var(?:iable)?\\s+)?` +
        `(?:(?:comes?|is\\s+read|is\\s+taken|is\\s+loaded|is\\s+injected|should\\s+come|must\\s+come|read|taken|loaded|injected)\\s+)?` +
        `from\\s+(?:an?\\s+|the\\s+)?(?:existing\\s+)?(?:kubernetes\\s+)?secret\\s+(?:named\\s+|called\\s+)?(${ANY_NAME})` +
        `(?:\\s*[(,]?\\s*(?:under\\s+|with\\s+|at\\s+)?(?:the\\s+)?key\\s*[:=]?\\s*([a-z0-9][a-z0-9._-]*)\\s*\\)?)?`,
      'g',
    ),
    read: (m) => ({
      label: 'environment from a Secret',
      values: {
        secretEnv: [{ variable: m[1]?.toUpperCase(), secret: m[2], key: m[3]?.replace(/[.]+$/, '') }],
      },
      family: 'environment',
    }),
    // The Secret's name stays to be read as the Secret's too ("the existing Secret db-creds").
    consume: [1, 3],
    // A Kubernetes Secret: elsewhere a secret is a cloud's secret service, which grants read.
    when: KUBERNETES,
    examples: {
      reads: {
        'a deployment whose db_password env var comes from the existing secret db-creds (key: pass)': {
          secretEnv: [{ variable: 'DB_PASSWORD', secret: 'db-creds', key: 'pass' }],
        },
        'a statefulset; the password is taken from a secret called pg-auth': {
          secretEnv: [{ variable: undefined, secret: 'pg-auth', key: undefined }],
        },
      },
      leaves: ['a secret db-creds with keys user and pass'],
    },
  },
];
