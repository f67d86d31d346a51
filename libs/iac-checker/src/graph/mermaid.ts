/**
 * The graph as a Mermaid flowchart, which GitHub draws in a Markdown file: containers as
 * subgraphs holding their resources, references as labelled arrows (dotted for `depends on`),
 * data sources and existing resources dashed, resources reachable from the internet outlined red.
 * Labels are quoted with Mermaid's entity codes, so no name in the code can break the syntax.
 *
 * @example
 *   toMermaid(graph) // 'flowchart LR\n  subgraph n1["VPC: main"]\n    n2["Subnet: public"]\n ...'
 */
import { DiagramCopy } from '@infragen/contracts';
import { type GraphNode, type InfraGraph } from './types';

/** Text safe inside a quoted Mermaid label. */
export function mermaidText(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/#/g, '#35;')
    .replace(/"/g, '#quot;')
    .replace(/</g, '#lt;')
    .replace(/>/g, '#gt;')
    .replace(/`/g, '#96;')
    .trim();
}

const label = (n: GraphNode) => {
  const words = `${n.typeLabel}: ${n.name}`;
  const kind = n.kind === 'resource' || n.kind === 'implied' ? '' : ` (${DiagramCopy.nodeKinds[n.kind]})`;
  const exposed = n.exposure ? ` (${DiagramCopy.exposure(n.exposure.reason, n.exposure.detail)})` : '';
  return mermaidText(`${words}${kind}${exposed}`);
};

export function toMermaid(graph: InfraGraph): string {
  const ids = new Map(graph.nodes.map((n, i) => [n.id, `n${i + 1}`]));
  const byParent = new Map<string | undefined, GraphNode[]>();
  for (const n of graph.nodes) {
    const parent = n.parent && ids.has(n.parent) ? n.parent : undefined;
    byParent.set(parent, [...(byParent.get(parent) ?? []), n]);
  }
  const lines = ['flowchart LR'];
  const write = (parent: string | undefined, depth: number, seen: Set<string>) => {
    const pad = '  '.repeat(depth);
    for (const n of byParent.get(parent) ?? []) {
      if (seen.has(n.id)) continue;
      seen.add(n.id);
      const id = ids.get(n.id)!;
      if (n.container) {
        lines.push(`${pad}subgraph ${id}["${label(n)}"]`);
        write(n.id, depth + 1, seen);
        lines.push(`${pad}end`);
      } else lines.push(`${pad}${id}["${label(n)}"]`);
    }
  };
  write(undefined, 1, new Set());
  for (const e of graph.edges) {
    const from = ids.get(e.from);
    const to = ids.get(e.to);
    if (!from || !to) continue;
    const text = mermaidText(DiagramCopy.edgeKinds[e.kind]);
    lines.push(e.kind === 'depends-on' ? `  ${from} -.->|"${text}"| ${to}` : `  ${from} -->|"${text}"| ${to}`);
  }
  const external = graph.nodes.filter((n) => n.kind === 'data' || n.kind === 'existing').map((n) => ids.get(n.id)!);
  const exposed = graph.nodes.filter((n) => n.exposure).map((n) => ids.get(n.id)!);
  if (external.length)
    lines.push('  classDef external stroke-dasharray: 5 5', `  class ${external.join(',')} external`);
  if (exposed.length)
    lines.push('  classDef exposed stroke:#dc2626,stroke-width:3px', `  class ${exposed.join(',')} exposed`);
  return `${lines.join('\n')}\n`;
}

/** A table cell: no pipe or line break can end it early. */
const cell = (text: string) => text.replace(/[\r\n]+/g, ' ').replace(/\|/g, '\\|');

/**
 * `infrastructure/README.md` of a push: the diagram, then the resources as a table (a text
 * alternative to the picture) with links to where each is written.
 */
export function diagramReadme(graph: InfraGraph): string {
  const copy = DiagramCopy.readme;
  const rows = graph.nodes
    .filter((n) => n.kind !== 'implied')
    .map(
      (n) =>
        `| ${cell(n.name)} | ${cell(n.typeLabel)} | ${cell(DiagramCopy.categories[n.category])} | [${cell(n.file)}:${n.line}](${encodeURI(n.file)}#L${n.line}) |`,
    );
  return [
    `# ${copy.title}`,
    '',
    copy.intro,
    '',
    '```mermaid',
    toMermaid(graph).trimEnd(),
    '```',
    '',
    `## ${copy.resourcesTitle}`,
    '',
    `| ${copy.columns.join(' | ')} |`,
    `|${copy.columns.map(() => '---').join('|')}|`,
    ...rows,
    '',
  ].join('\n');
}
