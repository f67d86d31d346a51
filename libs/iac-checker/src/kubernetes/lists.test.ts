/**
 * A `v1` list whose `items:` is left empty (null) is a list with nothing in it, not an unknown kind
 * (found on a public repository's test data: `kind: ConfigMapList` with an empty `items:`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['kubernetes-yaml']), 30000);

const errors = async (content: string) =>
  (await checkFiles([{ path: 'lists.yaml', content }], 'kubernetes-yaml'))
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.line} ${d.code}`);

describe('a list with an empty items', () => {
  it('is a list with nothing in it', async () => {
    expect(await errors(readFileSync(join(__dirname, 'fixtures/empty-list.yaml'), 'utf8'))).toEqual([]);
  });

  it('a kind that is no list, or items that are not a list, are still errors', async () => {
    expect(await errors('apiVersion: v1\nkind: NotAList\nitems:\n')).toEqual(['2 kubernetes.unknown-kind']);
    expect(await errors('apiVersion: v1\nkind: ConfigMapList\nitems: none\n')).toEqual(['2 kubernetes.unknown-kind']);
  });
});
