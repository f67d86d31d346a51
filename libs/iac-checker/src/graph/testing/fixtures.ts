/** The graph fixtures (fixtures/<name>/ with expected.json) read for the table test. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FormatId } from '@infragen/contracts';
import { type InfraGraph } from '../types';
import { buildGraph, parseFiles } from '../index';

export interface Expected {
  format: FormatId;
  source: string;
  nodes: string[];
  edges: string[];
}

export const FIXTURES = join(__dirname, '..', 'fixtures');

/** A graph as the rows expected.json lists. */
export function rows(graph: InfraGraph): { nodes: string[]; edges: string[] } {
  return {
    nodes: graph.nodes.map((n) =>
      [
        n.id,
        n.typeLabel,
        n.category,
        n.kind,
        `in ${n.parent ?? '-'}`,
        n.container ? 'box' : '-',
        n.exposure ? `${n.exposure.reason}${n.exposure.detail ? ` ${n.exposure.detail}` : ''}` : '-',
      ].join(' | '),
    ),
    edges: graph.edges.map((e) => `${e.from} -> ${e.to}: ${e.kind}`),
  };
}

/** A fixture's format and files, in the order an answer writes them. */
export function fixtureFiles(name: string): { expected: Expected; files: { path: string; content: string }[] } {
  const dir = join(FIXTURES, name);
  const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Expected;
  const files = readdirSync(dir)
    .filter((f) => f !== 'expected.json')
    .sort()
    .map((f) => ({ path: f, content: readFileSync(join(dir, f), 'utf8') }));
  return { expected, files };
}

export function fixtureGraph(name: string): { expected: Expected; graph: InfraGraph } {
  const { expected, files } = fixtureFiles(name);
  return { expected, graph: buildGraph(parseFiles(files, expected.format), expected.format) };
}
