/**
 * A function app's host keys (`Microsoft.Web/sites/host/functionKeys`, `.../systemKeys`) deploy
 * although no published type list has them: information in ARM and Bicep, while a made-up child
 * of the same host stays an unknown type.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles } from '../index';

const template = readFileSync(join(__dirname, 'fixtures/function-host-keys.json'), 'utf8');

const bicep = (type: string) =>
  [
    "param appName string = 'orders'",
    '@secure()',
    'param callerKey string',
    "resource app 'Microsoft.Web/sites@2022-03-01' existing = {",
    '  name: appName',
    '}',
    `resource key '${type}@2022-03-01' = {`,
    "  name: '${appName}/default/caller'",
    '  properties: {',
    "    name: 'caller'",
    '    value: callerKey',
    '  }',
    '}',
  ].join('\n');

describe('function app host keys', () => {
  it('ARM: host function and system keys are information, never an unknown type', async () => {
    const found = await checkFiles([{ path: 'main.json', content: template }], 'arm');
    expect(found.filter((d) => d.code === 'arm.unknown-resource-type')).toEqual([]);
    const info = found.filter((d) => d.severity === 'info').map((d) => d.message);
    expect(info).toContainEqual(expect.stringContaining('`Microsoft.Web/sites/host/functionKeys`'));
    expect(info).toContainEqual(expect.stringContaining('`Microsoft.Web/sites/host/systemKeys`'));
  });

  it('ARM: a made-up key kind under the host is still an unknown type', async () => {
    const madeUp = template.replace('"Microsoft.Web/sites/host/functionKeys"', '"Microsoft.Web/sites/host/adminKeys"');
    const errors = (await checkFiles([{ path: 'main.json', content: madeUp }], 'arm')).filter(
      (d) => d.severity === 'error' && d.code.startsWith('arm.'),
    );
    expect(errors.map((d) => d.code)).toEqual(['arm.unknown-resource-type']);
  });

  it('Bicep: goes through the same list, and a made-up child stays an error', async () => {
    const known = await checkFiles(
      [{ path: 'main.bicep', content: bicep('Microsoft.Web/sites/host/functionKeys') }],
      'bicep',
    );
    expect(known.filter((d) => d.code === 'bicep.unknown-resource-type')).toEqual([]);
    expect(known.find((d) => d.message.includes('`Microsoft.Web/sites/host/functionKeys`'))?.severity).toBe('info');
    const madeUp = await checkFiles(
      [{ path: 'main.bicep', content: bicep('Microsoft.Web/sites/host/adminKeys') }],
      'bicep',
    );
    expect(madeUp.filter((d) => d.severity === 'error' && d.code.startsWith('bicep.')).map((d) => d.code)).toEqual([
      'bicep.unknown-resource-type',
    ]);
  });
});
