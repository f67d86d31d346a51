/**
 * Booleans written the YAML 1.1 way (an unquoted yes, no, on, off, y or n): kubectl reads manifests
 * with go-yaml, which takes them as booleans, so a boolean field holding one is no type error.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['kubernetes-yaml']), 30000);

const pod = readFileSync(join(__dirname, 'fixtures/yaml11-booleans.yaml'), 'utf8');
const errors = async (content: string) =>
  (await checkFiles([{ path: 'pod.yaml', content }], 'kubernetes-yaml'))
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.line} ${d.code}`);

it('an unquoted yes, no, on, off or Y in a boolean field is the boolean kubectl reads', async () => {
  expect(await errors(pod)).toEqual([]);
});

it('quoted, the same word is a string, which the API refuses for a boolean', async () => {
  expect(await errors(pod.replace('readOnlyRootFilesystem: yes', "readOnlyRootFilesystem: 'yes'"))).toEqual([
    '12 kubernetes.type-mismatch',
  ]);
});

it('a word YAML 1.1 does not read as a boolean is still a type error', async () => {
  expect(await errors(pod.replace('stdin: off', 'stdin: maybe'))).toEqual(['10 kubernetes.type-mismatch']);
});

describe('an unquoted yes, no, on or off where a string is wanted', () => {
  const configMap = readFileSync(join(__dirname, 'fixtures/yaml11-strings.yaml'), 'utf8');
  const found = (content: string) => checkFiles([{ path: 'flags.yaml', content }], 'kubernetes-yaml');

  it('is a warning (a boolean to YAML 1.1 readers, a string to newer ones), quoted in the fix', async () => {
    const all = await found(configMap);
    expect(all.filter((d) => d.severity === 'error')).toEqual([]);
    const warned = all.filter((d) => d.code === 'kubernetes.yaml11-boolean');
    expect(warned.map((d) => `${d.line} ${d.severity} ${d.fixHint}`)).toEqual([
      '6 warning audited: "yes"',
      '8 warning CACHE_ENABLED: "on"',
    ]);
  });

  it('quoted, or a word no YAML reads as a boolean, it is nothing', async () => {
    const quoted = configMap
      .replace('audited: yes', 'audited: "yes"')
      .replace('CACHE_ENABLED: on', 'CACHE_ENABLED: enabled');
    expect((await found(quoted)).filter((d) => d.code === 'kubernetes.yaml11-boolean')).toEqual([]);
  });
});
