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
