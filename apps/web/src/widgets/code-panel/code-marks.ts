import { type Diagnostic as EditorDiagnostic, setDiagnostics } from '@codemirror/lint';
import type { EditorState, TransactionSpec } from '@codemirror/state';
import type { Diagnostic } from '@infragen/contracts';

/** Where a 1-based line and column fall in the document, kept inside it. */
export function offsetOf(state: EditorState, line: number, column: number): number {
  const at = state.doc.line(Math.min(Math.max(1, line), state.doc.lines));
  return Math.min(at.from + Math.max(0, column - 1), at.to);
}

/**
 * The findings of one file as CodeMirror's lint marks (an underline, and a mark in the gutter with
 * the message on hover), from their start to their end (or to the end of their line).
 */
function marksFor(state: EditorState, diagnostics: readonly Diagnostic[]): EditorDiagnostic[] {
  return diagnostics.map((d) => {
    const from = offsetOf(state, d.line, d.column);
    const end = d.endLine ? offsetOf(state, d.endLine, d.endColumn ?? 1) : state.doc.lineAt(from).to;
    return {
      from,
      to: Math.max(from, end),
      severity: d.severity,
      source: d.code,
      message: d.fixHint ? `${d.message} ${d.fixHint}` : d.message,
    };
  });
}

/** The transaction that shows `diagnostics` as the document's marks (none: clears them). */
export function showMarks(state: EditorState, diagnostics: readonly Diagnostic[]): TransactionSpec {
  return setDiagnostics(state, marksFor(state, diagnostics));
}
