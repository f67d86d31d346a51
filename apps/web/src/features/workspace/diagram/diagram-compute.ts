import {
  buildGraph,
  layoutGraph,
  type LevelCache,
  type ParseCache,
  parseFiles,
  setHclParser,
  settledPart,
} from '@infragen/iac-checker/graph';
import { Language, Parser } from 'web-tree-sitter';
import runtimeUrl from 'web-tree-sitter/web-tree-sitter.wasm?url';
import grammarUrl from '@tree-sitter-grammars/tree-sitter-hcl/tree-sitter-terraform.wasm?url';
import type { DiagramAnswer, DiagramRequest } from './diagram-request';

let hcl: Promise<void> | undefined;

/** The Terraform parser (tree-sitter compiled to WebAssembly), fetched the first time Terraform is drawn. */
function loadHcl(): Promise<void> {
  hcl ??= (async () => {
    await Parser.init({ locateFile: () => runtimeUrl });
    const parser = new Parser();
    parser.setLanguage(await Language.load(grammarUrl));
    setHclParser(parser);
  })();
  return hcl;
}

/**
 * What the last requests parsed and laid out: while an answer streams, its earlier files and
 * most containers' contents are the same from one request to the next.
 */
const parsed: ParseCache = new Map();
const levels: LevelCache = new Map();

/** The graph of the files and its layout: what the worker does for each request. */
export async function computeDiagram(request: DiagramRequest): Promise<DiagramAnswer> {
  try {
    if (request.format.startsWith('terraform')) await loadHcl();
    const whole = buildGraph(parseFiles(request.files, request.format, parsed), request.format);
    const graph = request.streaming ? settledPart(whole, request.files) : whole;
    // A streaming answer is drawn around what is on screen, from nothing at its start; a
    // finished one without a drawing (or a tidy layout) afresh.
    const previous = request.previous ?? (request.streaming ? {} : undefined);
    return { id: request.id, ok: true, graph, layout: layoutGraph(graph, previous, levels) };
  } catch (error) {
    console.error('The diagram could not be drawn', error);
    return { id: request.id, ok: false };
  }
}
