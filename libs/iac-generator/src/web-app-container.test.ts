/**
 * An Azure web app said to run a container image, with app settings (issue 24, class 3): the image
 * and the settings are written in every Azure format, as written, and the files have no checker
 * error; an app with no image keeps its language stack.
 */
import { type FormatId } from '@infragen/contracts';
import { checkFiles, prepareChecks } from '@infragen/iac-checker';
import { generateInfrastructure } from './index';

beforeAll(() => prepareChecks(['arm', 'bicep']), 30000);

const run = (prompt: string, format: FormatId) => {
  const r = generateInfrastructure({ prompt, platform: 'azure', format });
  return { files: r.files, text: r.files.map((f) => f.content).join('\n'), notCovered: r.notCovered };
};
const errorsOf = async (files: { path: string; content: string }[], format: FormatId) =>
  (await checkFiles(files, format)).filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`);

describe('a web app running a container image, with app settings', () => {
  it.each<[string, FormatId, RegExp[]]>([
    [
      'a Linux web app running the image ghcr.io/acme/api:1.4 with app setting FEATURE_X=on',
      'terraform-azurerm',
      [
        /docker_image_name\s*=\s*"acme\/api:1\.4"/,
        /docker_registry_url\s*=\s*"https:\/\/ghcr\.io"/,
        /FEATURE_X\s*=\s*"on"/,
      ],
    ],
    [
      'a Linux web app running the image ghcr.io/acme/api:1.4 with app setting FEATURE_X=on',
      'arm',
      [/"linuxFxVersion": "DOCKER\|ghcr\.io\/acme\/api:1\.4"/, /"name": "FEATURE_X",\s*"value": "on"/],
    ],
    [
      'an App Service web app that runs nginx:1.27, app settings MODE=batch and LOG_LEVEL=debug',
      'bicep',
      [/linuxFxVersion: 'DOCKER\|nginx:1\.27'/, /name: 'MODE'\s*value: 'batch'/, /name: 'LOG_LEVEL'\s*value: 'debug'/],
    ],
    [
      'an App Service web app that runs nginx:1.27, app settings MODE=batch and LOG_LEVEL=debug',
      'terraform-azurerm',
      [
        /docker_image_name\s*=\s*"nginx:1\.27"/,
        /docker_registry_url\s*=\s*"https:\/\/index\.docker\.io"/,
        /LOG_LEVEL\s*=\s*"debug"/,
      ],
    ],
  ])('%s (%s)', async (prompt, format, written) => {
    const r = run(prompt, format);
    for (const re of written) expect(r.text).toMatch(re);
    expect(r.text).not.toMatch(/node_version|NODE\|/);
    expect(r.notCovered.join('\n')).not.toMatch(/image|setting/i);
    expect(await errorsOf(r.files, format)).toEqual([]);
  });

  it('keeps the language stack when no image is said', () => {
    expect(run('a Linux web app on Node 20', 'terraform-azurerm').text).toMatch(/node_version\s*=\s*"20-lts"/);
    expect(run('a Linux web app on Node 20', 'arm').text).toMatch(/"linuxFxVersion": "NODE\|20"/);
  });
});
