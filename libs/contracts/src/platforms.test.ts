import { FORMATS, PLATFORMS, PLATFORM_IDS, resolveFormat, resolvePlatform } from './platforms';

describe('platforms and formats', () => {
  it('falls back to aws for an unknown or missing platform', () => {
    expect(resolvePlatform('mainframe').id).toBe('aws');
    expect(resolvePlatform(undefined).id).toBe('aws');
    expect(resolvePlatform('kubernetes').id).toBe('kubernetes');
  });

  it('gives each platform a default format and only its own alternatives', () => {
    expect(resolveFormat('aws').id).toBe('cloudformation');
    expect(resolveFormat('aws', 'terraform-aws').id).toBe('terraform-aws');
    expect(resolveFormat('aws', 'bicep').id).toBe('cloudformation');
    expect(resolveFormat('azure').id).toBe('arm');
    expect(resolveFormat('gcp').id).toBe('terraform-google');
    expect(resolveFormat('kubernetes', 'terraform-kubernetes').language).toBe('hcl');
  });

  it('has a language and file extension consistent for every format', () => {
    for (const id of PLATFORM_IDS) expect(PLATFORMS[id].formats.length).toBeGreaterThan(0);
    const extensionByLanguage = { hcl: '.tf', yaml: '.yaml', json: '.json', bicep: '.bicep' };
    for (const format of Object.values(FORMATS)) expect(format.extension).toBe(extensionByLanguage[format.language]);
  });
});
