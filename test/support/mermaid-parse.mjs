#!/usr/bin/env node
// Parses Mermaid text (read from standard input) with the `mermaid` package's own parser, the
// one GitHub's renderer runs. Mermaid sanitises labels with DOMPurify, which needs a window: a
// jsdom one is made first. Prints the diagram type; exits 1 with the parser's message when the
// text does not parse. Run in a process of its own, since mermaid ships ES modules only.
//
//   node test/support/mermaid-parse.mjs < diagram.mmd   # flowchart-v2
//   node test/support/mermaid-parse.mjs --json < texts.json   # a JSON array of texts -> a JSON
//     array of diagram types, or { error } for a text that does not parse (one process for many)
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('<!doctype html><html><body></body></html>');
Object.assign(globalThis, { window, document: window.document });
const { default: mermaid } = await import('mermaid');

let text = '';
for await (const chunk of process.stdin) text += chunk;
if (process.argv.includes('--json')) {
  const out = [];
  for (const one of JSON.parse(text)) {
    try {
      out.push((await mermaid.parse(one)).diagramType);
    } catch (error) {
      out.push({ error: error instanceof Error ? error.message : String(error) });
    }
  }
  console.log(JSON.stringify(out));
  process.exit(0);
}
try {
  const parsed = await mermaid.parse(text);
  console.log(parsed.diagramType);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
