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

/** An environment variable's name for a secret: its name in upper case, words joined by '_'. */
const envNameOf = (secret: Component) =>
  gName(secret)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');

/** One `env` block per granted secret, read from the secret's latest version. */
export function secretEnv(c: Component, x: TfContext) {
  return grantedSecrets(c, x).map((s) =>
    block({
      name: envNameOf(s),
      value_source: block({ secret_key_ref: block({ secret: x.ref(s, 'secret_id'), version: 'latest' }) }),
    }),
  );
}

/** The secrets' versions, which must exist before an instance reads "latest". */
export const secretVersions = (c: Component, x: TfContext) =>
  grantedSecrets(c, x).map((s) => expr(`google_secret_manager_secret_version.${s.id}`));
