/**
 * An error-tolerant view of a parsed file: what parsed soundly, so a syntax error in one block
 * leaves the rest of the file validated and scanned. The syntax errors themselves are reported
 * by the format's validator from the full parse; these views carry none, and leave out only what
 * a syntax error touches:
 *
 * - HCL: every top-level block whose span holds a syntax issue (tree-sitter keeps parsing after
 *   an error, so what it built inside such a block cannot be trusted; an unclosed block takes
 *   everything after it).
 * - Bicep: the parser already resumes at the next top-level statement and keeps only whole ones.
 * - YAML streams: the documents with a syntax error (each `---` document parses on its own).
 */
import { type BicepFile } from './bicep/ast';
import { type ParsedDocument } from './doc/ast';
import { type HclFile } from './hcl/ast';
import { type Span } from './position';

const overlaps = (a: Span, b: Span) => a.start.offset <= b.end.offset && b.start.offset <= a.end.offset;

export function soundHcl(file: HclFile): HclFile {
  if (!file.syntax.length) return file;
  const broken = file.syntax.map((s) => s.openedAt ?? s.span);
  const touched = (span: Span) =>
    file.syntax.some((s) => overlaps(span, s.span)) || broken.some((b) => overlaps(span, b));
  return {
    ...file,
    body: {
      ...file.body,
      blocks: file.body.blocks.filter((b) => !touched(b.span)),
      attributes: file.body.attributes.filter((a) => !touched(a.span)),
    },
    syntax: [],
  };
}

export function soundBicep(file: BicepFile): BicepFile {
  return file.syntax.length ? { ...file, syntax: [] } : file;
}

export function soundDocuments(docs: readonly ParsedDocument[]): ParsedDocument[] {
  return docs.filter((d) => !d.syntax.length);
}
