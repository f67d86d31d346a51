/**
 * Issue 24 (UNT): lines of the reading say what is true, with prompts of our own: a thing is named
 * by its quoted name, never the reading's placeholder for it; a value given after "name" is no
 * product; a cloud's brand before a product's own words ("Microsoft Entra") is not what a written
 * attribute must carry; the platform's own name ("k8s yaml") is no word missed.
 */
import { generateInfrastructure } from '../testing/resources';
import { saysNothing } from './says-nothing';

type Input = Parameters<typeof generateInfrastructure>[0];
const run = (prompt: string, format: Input['format'], platform: Input['platform']) =>
  generateInfrastructure({ prompt, format, platform, history: [] });
const lines = (r: ReturnType<typeof run>) => [...r.notCovered, ...(r.notRead ?? []), ...(r.writtenUnread ?? [])];

it('no line holds a placeholder of the reading', () => {
  const r = run(
    'EFS for shared media in the existing vpc-0123abcd4567ef890 with an access point rooted at /media owned by uid 1001',
    'terraform-aws',
    'aws',
  );
  expect(lines(r).join('\n')).not.toMatch(/q\u00a7\d/);
});

it('a value after "name" is no product', () => {
  const r = run(
    'Bicep for an API Management instance apim-vendors on the Developer tier, publisher name Northwind Traders and publisher email ops@northwind.example',
    'bicep',
    'azure',
  );
  expect(lines(r).join('\n')).not.toMatch(/'Northwind Traders' \(the built-in generator has no kind for this product/);
});

it('a product said with its cloud brand is carried by the attribute its own words name', () => {
  const r = run(
    'ARM template: Azure SQL logical server sql-ledger that only accepts Microsoft Entra authentication, with a database ledger',
    'arm',
    'azure',
  );
  if (!/azureADOnlyAuthentication"?\s*:\s*true/.test(r.files.map((f) => f.content).join('\n'))) return;
  expect(r.notCovered.join('\n')).not.toMatch(/^'Microsoft Entra' \(the built-in generator has no kind/m);
});

it.each(['k8s yaml', 'the k8s manifests', 'kubernetes provider'])('"%s" says nothing to write', (words) => {
  expect(saysNothing(words, 'k8s')).toBe(true);
});

it('digits that are no platform name still state something', () => {
  expect(saysNothing('k8s 3 replicas', 'k8s')).toBe(false);
});

describe('words a written key spells otherwise are written, not read', () => {
  it.each<[string, Input['format'], Input['platform'], RegExp, string]>([
    [
      'Memorystore redis 7.2, standard HA tier, 4 GB, with AUTH and in-transit encryption turned on',
      'terraform-google',
      'gcp',
      /transit_encryption_mode\s*=/,
      'in-transit',
    ],
    [
      'postgres flexible server v16 in existing rg-db-neu, 128 GB storage, 14 day backups, AAD auth only',
      'terraform-azurerm',
      'azure',
      /active_directory_auth_enabled\s*=\s*true/,
      'AAD auth only',
    ],
  ])('%s', (prompt, format, platform, written, words) => {
    const r = run(prompt, format, platform);
    if (!written.test(r.files.map((f) => f.content).join('\n'))) return;
    expect(r.notRead ?? []).not.toContainEqual(expect.stringMatching(new RegExp(`^'${words}'`)));
  });

  it('a compound is carried only where one key carries every piece', () => {
    const r = run('an S3 bucket for exports with cross-region copies', 'terraform-aws', 'aws');
    const content = r.files.map((f) => f.content).join('\n');
    if (/cross.?region/i.test(content)) return;
    expect(r.writtenUnread ?? []).not.toContainEqual(expect.stringMatching(/^'cross-region'/));
  });
});

it('"a second origin" asks for one more thing: no key of the first carries it ("second" of probeIntervalInSeconds)', () => {
  const r = generateInfrastructure({
    prompt: 'add a second origin shop-dr.azurewebsites.net with priority 2 for failover',
    format: 'arm',
    platform: 'azure',
    history: [
      {
        role: 'user',
        content:
          'ARM template for Azure Front Door Standard: one endpoint, an origin group with our web app shop-main.azurewebsites.net as origin, and a route for /* over HTTPS only',
      },
    ],
  });
  expect(r.writtenUnread ?? []).not.toContainEqual(expect.stringMatching(/^'second origin' .*Seconds/));
});

it('"nothing was written for it" is never said of words a type written carries (an origin group of a Front Door)', () => {
  const r = run(
    'ARM template for Azure Front Door Standard: one endpoint, an origin group with our web app shop-main.azurewebsites.net as origin, and a route for /* over HTTPS only',
    'arm',
    'azure',
  );
  if (!/originGroups/.test(r.files.map((f) => f.content).join('\n'))) return;
  expect(r.notCovered.join('\n')).not.toMatch(/^'origin group' \(no kind .* so nothing was written for it/m);
});
