/**
 * Every kind keeps a name the request gives it: for each kind of the three clouds, asked by its title
 * with a name (after "named" or "called", or bare right after its words), the files hold the name in its kind's
 * name attribute (account_id of a Google service account, repository_id of a registry repository,
 * letters and digits of a storage account), or the answer says the name was not written. A kind whose
 * resource has no name (an attachment, a bucket's configuration) is said, never silently unnamed.
 */
import { type FormatId } from '@infragen/contracts';
import { generateInfrastructure } from '../testing/resources';
import { KIND_TITLES } from '../vocabulary/constraints.generated';

const FORMATS: Record<string, [string, FormatId]> = {
  aws: ['aws', 'terraform-aws'],
  azure: ['azure', 'terraform-azurerm'],
  gcp: ['gcp', 'terraform-google'],
};
const NAME = 'zq-given-7';

/** The kinds whose answer neither writes nor says the name given in `ask`. */
function kindsDroppingTheName(ask: (title: string) => string): string[] {
  const dropped: string[] = [];
  for (const [kind, title] of Object.entries(KIND_TITLES)) {
    const f = FORMATS[kind.split('.')[0]];
    if (!f) continue;
    const r = generateInfrastructure({
      prompt: ask(title.replace(/\s*\(.*$/, '')),
      platform: f[0] as never,
      format: f[1],
    });
    if (!r.files.length) continue;
    const content = r.files.map((x) => x.content).join('\n');
    const kept = content.includes(NAME) || content.includes(NAME.replace(/-/g, ''));
    const said = [...r.notCovered, ...(r.notRead ?? [])];
    if (!kept && !said.some((l) => l.includes(NAME))) dropped.push(kind);
  }
  return dropped;
}

describe('a name given to any kind is written or said', () => {
  it('after "named"', () => {
    expect(kindsDroppingTheName((title) => `a ${title} named ${NAME}`)).toEqual([]);
  });

  it('after "called"', () => {
    expect(kindsDroppingTheName((title) => `please add one ${title} called ${NAME}`)).toEqual([]);
  });

  it('right after the words of its kind', () => {
    expect(kindsDroppingTheName((title) => `we need a ${title} ${NAME}`)).toEqual([]);
  });
});
