import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadHclParser } from '../parse/hcl/tree-sitter';
import { diagramReadme, mermaidText, toMermaid } from './mermaid';
import { FIXTURES, fixtureGraph } from './testing/fixtures';
import { type InfraGraph } from './types';

const ROOT = join(__dirname, '..', '..', '..', '..');

/** The diagram type mermaid's own parser reads from the text (test/support/mermaid-parse.mjs). */
function mermaidParses(text: string): string {
  return execFileSync(process.execPath, [join(ROOT, 'test/support/mermaid-parse.mjs')], {
    input: text,
    encoding: 'utf8',
  }).trim();
}

beforeAll(() => loadHclParser());

describe('toMermaid', () => {
  it('writes containers as subgraphs, references as labelled arrows, and marks data sources and exposure', () => {
    const graph: InfraGraph = {
      nodes: [
        {
          id: 'v',
          type: 'aws_vpc',
          name: 'main',
          typeLabel: 'VPC',
          category: 'network',
          kind: 'resource',
          file: 'main.tf',
          line: 1,
          endLine: 3,
          container: true,
        },
        {
          id: 'lb',
          type: 'aws_lb',
          name: 'web',
          typeLabel: 'Load balancer',
          category: 'edge',
          kind: 'resource',
          file: 'main.tf',
          line: 5,
          endLine: 9,
          container: false,
          parent: 'v',
          exposure: { reason: 'internet-facing' },
        },
        {
          id: 'ami',
          type: 'aws_vpc',
          name: 'shared',
          typeLabel: 'VPC',
          category: 'network',
          kind: 'data',
          file: 'main.tf',
          line: 11,
          endLine: 13,
          container: false,
        },
      ],
      edges: [
        { from: 'lb', to: 'ami', kind: 'routes-to' },
        { from: 'ami', to: 'v', kind: 'depends-on' },
      ],
    };
    expect(toMermaid(graph)).toBe(
      [
        'flowchart LR',
        '  subgraph n1["VPC: main"]',
        '    n2["Load balancer: web (internet-facing)"]',
        '  end',
        '  n3["VPC: shared (data source)"]',
        '  n2 -->|"routes to"| n3',
        '  n3 -.->|"depends on"| n1',
        '  classDef external stroke-dasharray: 5 5',
        '  class n3 external',
        '  classDef exposed stroke:#dc2626,stroke-width:3px',
        '  class n2 exposed',
        '',
      ].join('\n'),
    );
  });

  it('writes any name as a label that cannot break out of its quotes', () => {
    expect(mermaidText('a "b" <c> #d `e`\nf')).toBe('a #quot;b#quot; #lt;c#gt; #35;d #96;e#96; f');
    const graph: InfraGraph = {
      nodes: [
        {
          id: 'x',
          type: 'Deployment',
          name: 'a"]; click n1 "javascript:alert(1)" %% <b>',
          typeLabel: 'Deployment',
          category: 'container',
          kind: 'resource',
          file: 'k.yaml',
          line: 1,
          endLine: 2,
          container: false,
        },
      ],
      edges: [],
    };
    expect(mermaidParses(toMermaid(graph))).toBe('flowchart-v2');
    expect(toMermaid(graph)).not.toContain('"javascript');
  });

  it('writes a README whose diagram mermaid parses, and that lists every resource, for every fixture', () => {
    const names = readdirSync(FIXTURES).sort();
    const readmes = names.map((name) => {
      const { graph } = fixtureGraph(name);
      const readme = diagramReadme(graph);
      // Every resource is listed in the table, with a link to where it is written.
      for (const n of graph.nodes.filter((x) => x.kind !== 'implied')) expect(readme).toContain(`#L${n.line})`);
      return /```mermaid\n([\s\S]*?)```/.exec(readme)![1];
    });
    const parsed = JSON.parse(
      execFileSync(process.execPath, [join(ROOT, 'test/support/mermaid-parse.mjs'), '--json'], {
        input: JSON.stringify(readmes),
        encoding: 'utf8',
      }),
    ) as unknown[];
    expect(parsed.map((type, i) => [names[i], type])).toEqual(names.map((name) => [name, 'flowchart-v2']));
  });
});
