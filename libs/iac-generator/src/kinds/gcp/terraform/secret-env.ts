/**
 * The secrets a Cloud Run workload's service account was granted to read (grants.ts) reach its
 * container as environment variables, each named after its secret ("ledger-db-password" becomes
 * LEDGER_DB_PASSWORD) and read from the secret's latest version when an instance starts: granting
 * the secret without handing it over leaves the service without it.
 */
import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TfContext } from '../../../render/terraform/context';
import { gName } from './common';

/** The secrets granted to `c`'s service account, in the order they were asked for. */
function grantedSecrets(c: Component, x: TfContext): Component[] {
  return x.plan
    .all('gcp.project_iam_member')
    .filter((g) => g.ref.grantedBy === c)
    .map((g) => g.ref.target as Component | undefined)
    .filter((t): t is Component => t?.kind === 'gcp.secret_manager_secret');
}

/**
 * An environment variable's name for a secret: the one the request gave it ("env DB_PASSWORD from the secret
 * db-pass"), else its name in upper case, words joined by '_'.
 */
const envNameOf = (c: Component, secret: Component) =>
  c.attrs.secretEnv?.find((e) => e.variable && (e.secret === secret.name || e.secret === gName(secret)))?.variable ??
  gName(secret)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');

/** One `env` block per granted secret, read from the secret's latest version. */
export function secretEnv(c: Component, x: TfContext) {
  return grantedSecrets(c, x).map((s) =>
    block({
      name: envNameOf(c, s),
      value_source: block({ secret_key_ref: block({ secret: x.ref(s, 'secret_id'), version: 'latest' }) }),
    }),
  );
}

/** The versions written here of the secrets, which must exist before an instance reads "latest" (one the user has holds its own). */
export const secretVersions = (c: Component, x: TfContext) =>
  grantedSecrets(c, x)
    .filter((s) => !s.attrs.flags.has('existing'))
    .map((s) => expr(`google_secret_manager_secret_version.${s.id}`));
