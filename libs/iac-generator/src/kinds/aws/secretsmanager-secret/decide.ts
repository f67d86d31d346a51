import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';

// Words saying a secret holds credentials the generator may make up itself (a database's password).
const CREDENTIALS =
  /pass(?:word|wd|phrase)?|credential|login|admin|\bdb\b|database|sql|postgres|mysql|maria|mongo|redis|master|\bgenerat\w*|\brandom\b/i;
// Databases whose credentials a secret of the same request holds.
const DATABASES = ['aws.db_instance', 'aws.rds_cluster', 'aws.docdb_cluster', 'aws.redshift_cluster'];

/** What the request's settings decide for a secret, once for every format. */
export function decide(c: Component, plan: Pick<Planner, 'all' | 'phrases'>) {
  // The secret's own words; when it is the request's only secret, every phrase may be about it (a list
  // titled "Secrets Manager:" says what the secret holds in its items).
  const only = plan.all('aws.secretsmanager_secret').length === 1;
  const said = only
    ? `${c.name ?? ''} ${plan.phrases.join(' ')}`
    : `${c.name ?? ''} ${c.phrase === undefined ? '' : (plan.phrases[c.phrase] ?? '')}`;
  return {
    // Rotated only when the request said how often.
    rotateAfterDays: c.attrs.rotationDays ? Math.round(c.attrs.rotationDays) : undefined,
    // A value is generated only for credentials or when asked (a password's length said, a password,
    // a database or a generated value named, a database asked with it); a secret of someone else's value (an API key, a token) gets
    // none, never a made-up one: its value is put in after apply, outside the code.
    generated:
      c.attrs.passwordLength !== undefined ||
      c.attrs.excludeCharacters !== undefined ||
      CREDENTIALS.test(said) ||
      DATABASES.some((k) => plan.all(k).some((d) => !d.implicit)),
  };
}
