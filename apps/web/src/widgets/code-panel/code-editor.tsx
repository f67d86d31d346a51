import type { CodeLanguage, Diagnostic } from '@infragen/contracts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createCodeEditor, type CodeEditorHandle } from './create-code-editor';

export interface CodeEditorProps {
  text: string;
  language: CodeLanguage;
  label: string;
  editable: boolean;
  /** While true the view keeps the end of the text in sight (unless the user scrolled up). */
  streaming: boolean;
  onChange(text: string): void;
  /** The checks' findings in this file, marked in the text and the gutter. */
  diagnostics?: readonly Diagnostic[];
  /** A place to move to (a new `nonce` moves again, to the same place too). */
  jumpTo?: { line: number; column: number; nonce: number } | null;
}

const NO_DIAGNOSTICS: readonly Diagnostic[] = [];

/**
 * Builds and drops one editor off screen, so the first real one (when code starts streaming) does
 * not also pay for CodeMirror's first-time work: style injection, facet set-up, compiling its code
 * paths. Its creation was the one long task left while streaming (bench/RESULTS.md).
 */
export function warmUpCodeEditor(language: CodeLanguage): void {
  const parent = document.createElement('div');
  parent.setAttribute('aria-hidden', 'true');
  parent.style.cssText = 'position:fixed;left:-10000px;top:0;width:600px;height:200px;visibility:hidden';
  document.body.append(parent);
  const editor = createCodeEditor({
    parent,
    text: 'resource "a" "b" {\n  c = 1\n}\n',
    language,
    label: '',
    editable: false,
    onUserEdit: () => {},
  });
  editor.destroy();
  parent.remove();
}

/**
 * React wrapper of one CodeMirror view. Loaded lazily (see code-view.tsx). It renders only an empty
 * host element, so a re-render for a streamed delta costs nothing proportional to the text: the
 * effect hands the text to the view, which inserts only what is new.
 */
export default function CodeEditor({
  text,
  language,
  label,
  editable,
  streaming,
  onChange,
  diagnostics = NO_DIAGNOSTICS,
  jumpTo = null,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditorHandle | null>(null);
  // The view is created from the latest props, whichever render first creates it.
  const latest = useRef({ text, editable, onChange });
  useLayoutEffect(() => {
    latest.current = { text, editable, onChange };
  });

  useEffect(() => {
    const handle = createCodeEditor({
      parent: host.current!,
      text: latest.current.text,
      editable: latest.current.editable,
      language,
      label,
      onUserEdit: (value) => latest.current.onChange(value),
    });
    editor.current = handle;
    return () => {
      handle.destroy();
      editor.current = null;
    };
  }, [language, label]);

  const wasStreaming = useRef(streaming);
  useEffect(() => {
    editor.current?.setText(text, { followTail: streaming });
    if (wasStreaming.current && !streaming) editor.current?.streamEnded();
    wasStreaming.current = streaming;
  }, [text, streaming]);

  useEffect(() => {
    editor.current?.setEditable(editable);
  }, [editable]);

  // After the text effect, so the marks land on the text they were found in. A rebuilt view
  // (another language) gets them again.
  useEffect(() => {
    editor.current?.setDiagnostics(diagnostics);
  }, [diagnostics, language, label]);

  useEffect(() => {
    if (jumpTo) editor.current?.reveal(jumpTo.line, jumpTo.column);
  }, [jumpTo]);

  return <div ref={host} className="h-full" data-testid="code-editor" />;
}
