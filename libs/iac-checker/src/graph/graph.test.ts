/**
 * The graph of every fixture in fixtures/: each folder holds an answer's files (hand-written
 * real-world code, or an answer of the built-in generator saved as it wrote it) and
 * expected.json with every node (id | type in words | category | kind | container it sits in |
 * box when it is a container | exposure) and every edge (from -> to: kind). The lists must match
 * exactly: a missing, extra or changed node or edge fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FormatId } from '@infragen/contracts';
import { loadHclParser } from '../parse/hcl/tree-sitter';
import { type Expected, FIXTURES, fixtureGraph, rows } from './testing/fixtures';

beforeAll(() => loadHclParser());

describe('the graph of each fixture', () => {
  const names = readdirSync(FIXTURES).sort();

  it("covers every format the checker reads, with hand-written code and the generator's answers", () => {
    const expected = names.map((n) => JSON.parse(readFileSync(join(FIXTURES, n, 'expected.json'), 'utf8')) as Expected);
    const formats = (source: RegExp) => new Set(expected.filter((e) => source.test(e.source)).map((e) => e.format));
    const all: FormatId[] = [
      'terraform',
      'terraform-aws',
      'terraform-azurerm',
      'terraform-google',
      'terraform-kubernetes',
      'cloudformation',
      'arm',
      'bicep',
      'kubernetes-yaml',
    ];
    for (const f of all) {
      expect([f, formats(/^hand-written/).has(f)]).toEqual([f, true]);
      expect([f, formats(/^built-in generator/).has(f)]).toEqual([f, true]);
    }
  });

  it.each(names)('%s', (name) => {
    const { expected, graph } = fixtureGraph(name);
    const got = rows(graph);
    expect([...got.nodes].sort()).toEqual([...expected.nodes].sort());
    expect([...got.edges].sort()).toEqual([...expected.edges].sort());
  });
});
