import { PUSH_FOLDER, type FormatId, type PushFile } from '@infragen/contracts';
import { buildGraph, diagramReadme, parseFiles } from '@infragen/iac-checker/graph';
import { loadHclParser } from '@infragen/iac-checker/parse';

const README = `${PUSH_FOLDER}/README.md`;

/**
 * `infrastructure/README.md` for a push: a Mermaid diagram of what the pushed files create (the
 * same graph as the Diagram tab), which GitHub draws, then the resources as a table. Null when
 * the answer creates nothing that can be drawn, or when the push already writes a README there
 * (an answer's own README is never replaced).
 */
export async function diagramReadmeFile(pushed: readonly PushFile[], format: FormatId): Promise<PushFile | null> {
  if (pushed.some((f) => f.path.toLowerCase() === README.toLowerCase())) return null;
  if (format === 'terraform' || format.startsWith('terraform-')) await loadHclParser();
  // Read as they sit in the folder, so the README's links point at the files beside it.
  const files = pushed.map((f) => ({ path: f.path.slice(PUSH_FOLDER.length + 1), content: f.content }));
  const graph = buildGraph(parseFiles(files, format), format);
  if (!graph.nodes.some((n) => n.kind !== 'implied')) return null;
  return { path: README, content: diagramReadme(graph) };
}
