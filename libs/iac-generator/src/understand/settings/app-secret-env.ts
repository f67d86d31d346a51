/**
 * A secret of an Azure app surfaced to its container as an environment variable (the `environment`
 * family): "the database connection string as a secret named db-conn, exposed to the container as env var
 * DB_CONN", "env var API_TOKEN from the app secret api-token". What the secret holds ("the connection string")
 * is its value, supplied at deploy, never a database or a vault of its own. Rules with their examples;
 * azure-settings.ts tries them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { ANY_NAME } from './k8s-words';

// What the secret holds, said before it: "the database connection string", "its api key", "the stripe token".
const HELD =
  '(?:(?:the|a|an|its|our|their)\\s+)?(?:[a-z0-9-]+\\s+){0,3}?(?:connection\\s+string|password|token|api\\s+key|key|credentials?|secret)\\s+as\\s+(?:an?\\s+)?(?:app\\s+)?';
const VARIABLE = '([a-z][a-z0-9]*(?:_[a-z0-9]+)*)';
const ENV = 'env(?:ironment)?\\s*var(?:iable)?';

export const APP_SECRET_ENV_AZURE: Rule[] = [
  {
    re: new RegExp(
      `(?:${HELD})?\\bsecret\\s+(?:named\\s+|called\\s+)?(${ANY_NAME})\\s*,?\\s+(?:(?:that\\s+is|which\\s+is|and)\\s+)?` +
        `(?:exposed|mapped|passed|surfaced|injected|given|made\\s+available)\\s+(?:to\\s+(?:the\\s+|its\\s+)?(?:container|app)\\s+)?` +
        `as\\s+(?:an?\\s+|the\\s+)?${ENV}\\s+${VARIABLE}`,
      'g',
    ),
    read: (m) => ({
      label: 'environment from a secret',
      values: { secretEnv: [{ variable: m[2].toUpperCase(), secret: m[1] }] },
      family: 'environment',
    }),
    examples: {
      reads: {
        'a container app; give it the stripe api key as a secret named stripe-key, exposed as env var stripe_key': {
          secretEnv: [{ variable: 'STRIPE_KEY', secret: 'stripe-key' }],
        },
      },
      leaves: ['a key vault secret named stripe-key'],
    },
  },
  {
    re: new RegExp(
      `\\b${ENV}\\s+${VARIABLE}\\s+(?:from|reading|holding|set\\s+from)\\s+(?:the\\s+|its\\s+)?(?:app\\s+)?secret\\s+(?:named\\s+|called\\s+)?(${ANY_NAME})`,
      'g',
    ),
    read: (m) => ({
      label: 'environment from a secret',
      values: { secretEnv: [{ variable: m[1].toUpperCase(), secret: m[2] }] },
      family: 'environment',
    }),
    examples: {
      reads: {
        'a container app with env var api_token from the app secret api-token': {
          secretEnv: [{ variable: 'API_TOKEN', secret: 'api-token' }],
        },
      },
      leaves: ['a container app with a key vault secret named api-token'],
    },
  },
];
