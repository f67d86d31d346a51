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
