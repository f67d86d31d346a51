/**
 * What an answer's code creates, as a graph to draw: `parseFiles` reads the files with the
 * checker's parsers, `buildGraph` makes the graph (resources, references with their kind,
 * containment, exposure), `layoutGraph` places it for drawing (keeping what is already placed),
 * `toMermaid` and `diagramReadme` write it as Mermaid for GitHub. Pure functions with no Node
 * dependency: the browser's Diagram tab and the server's GitHub push use the same ones. The HCL
 * parser is loaded by the caller (`loadHclParser` from `@infragen/iac-checker/parse` in Node;
 * a browser hands its own to `setHclParser`).
 *
 * @example
 *   await loadHclParser();
 *   const graph = buildGraph(parseFiles(files, 'terraform-aws'), 'terraform-aws');
 *   const { boxes, width, height } = layoutGraph(graph);
 */
export { buildGraph } from './build-graph';
export { closeJson, parseFiles, type ParseCache } from './parse-files';
export { layoutGraph, type Box, type DiagramLayout, type LevelCache } from './layout';
export { diagramReadme, mermaidText, toMermaid } from './mermaid';
export { settledPart } from './settled-part';
export { setHclParser } from '../parse/hcl/parser';
export * from './types';
