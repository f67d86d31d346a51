/**
 * The `environment` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const ENVIRONMENT_SERVICE: Rule[] = [
  // Environment variables stated as KEY=value: "env var MODE=batch", "environment variables X=7, Y=8";
  // the head word ends there ("environment=prod" is a key=value of its own).
  // an App Service's "app setting X=Y" is one too, never an App Configuration store.
  {
    re: /\b(?:env(?:ironment)?[ _-]?(?:var(?:iable)?s?)?|variables?|app[ _-]?settings?)\b\s*[:(]?\s*(?:(?:are|is|of|set to)\s+)?([a-z_][a-z0-9_]*\s*=\s*[^\s,;)]+(?:\s*(?:,|;|and)\s*[a-z_][a-z0-9_]*\s*=\s*[^\s,;)]+)*)/g,
    read: (m) => {
      const environment: Record<string, string> = {};
      for (const pair of m[1].matchAll(/([a-z_][a-z0-9_]*)\s*=\s*([^\s,;)]+)/g))
        environment[pair[1]] = pair[2].replace(/[.]+$/, '');
      return { label: 'environment variables', values: { environment }, family: 'environment' };
    },
    examples: {
      reads: {
        'a lambda with environment variables stage=prod and log_level=debug': {
          environment: { stage: 'prod', log_level: 'debug' },
        },
        'a web app with app setting feature_flags=on': { environment: { feature_flags: 'on' } },
      },
      // A tag whose key is "Environment" is a tag, never a variable "ironment".
      leaves: ['a lambda in the prod environment', 'servers with the tag environment=prod'],
    },
  },
];

export const ENVIRONMENT_K8S: Rule[] = [
  // Entries of a ConfigMap (or a container's environment) as KEY=value, with environment-style keys.
  {
    re: /(?<![\w./=-])([a-z][a-z0-9]*_[a-z0-9_]*\s*=\s*[^\s,;)]+(?:\s*(?:,|;|and)\s*[a-z_][a-z0-9_]*\s*=\s*[^\s,;)]+)*)/g,
    read: (m) => {
      const environment: Record<string, string> = {};
      for (const pair of m[1].matchAll(/([a-z_][a-z0-9_]*)\s*=\s*([^\s,;)]+)/g))
        environment[pair[1]] = pair[2].replace(/[.]+$/, '');
      return { label: 'data entries', values: { environment }, family: 'environment' };
    },
    examples: {
      reads: {
        'a configmap with log_level=debug and app_mode=web': { environment: { log_level: 'debug', app_mode: 'web' } },
      },
      leaves: ['a service selecting app=web'],
    },
  },
];
