/**
 * A name the bundled schema lacks may have been added by a provider release newer than it (aws
 * `~> 6.0` with 6.66 bundled installs the newest 6.x). Whether that is so is decided from data, not
 * guessed: data/terraform/releases.json records what each newer release's CHANGELOG says it added
 * (scripts/schemas/terraform-releases.mjs). A name a release the folder's constraint admits added is
 * information with the release named; a name no recorded release added stays an error (a typo).
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { releaseAdditions, type ReleaseAdditions } from '@infragen/iac-schemas';
import { compareVersions, satisfies } from './versions';

const T = DiagnosticMessages.checks.terraform;

/** Says which part of a release's additions a name would be in. */
export type AddedTest = (added: ReleaseAdditions) => boolean;

/**
 * The note for a name `test` finds among the additions of a release newer than `bundled` that
 * `constraint` admits (any, when the folder pins none: `terraform init` installs the newest), the
 * oldest such release named; undefined when no such release added it.
 */
export function addedInNewerRelease(
  provider: string,
  bundled: string,
  constraint: string | undefined,
  test: AddedTest,
): string | undefined {
  const releases = Object.entries(releaseAdditions(provider))
    .filter(([v]) => compareVersions(v, bundled) > 0)
    .filter(([v]) => constraint === undefined || satisfies(v, constraint) === true)
    .sort(([a], [b]) => compareVersions(a, b));
  const found = releases.find(([, added]) => test(added));
  return found && T.addedInNewerRelease(provider, found[0], bundled, constraint);
}
