import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './code-editor';
import { EditorLoadBoundary } from './editor-load-boundary';
import { PlainCode } from './plain-code';

// CodeMirror and the language grammars are a separate chunk, kept out of the page's first load.
const loadEditor = () => import('./code-editor');
const CodeEditor = lazy(loadEditor);

let warmedUp = false;

/**
 * Fetches the editor's chunk ahead of the first code (the panel calls it once it is on screen)
 * and, when the browser is idle, builds and drops one editor so the first real one is quick.
 */
export function preloadCodeEditor(): void {
  void loadEditor().then(
    (module) => {
      if (warmedUp || typeof requestIdleCallback !== 'function') return;
      warmedUp = true;
      requestIdleCallback(() => module.warmUpCodeEditor('hcl'), { timeout: 2000 });
    },
    () => undefined,
  );
}

/** A file's code in CodeMirror, or as plain text until (or unless) the editor has loaded. */
export function CodeView(props: CodeEditorProps) {
  const fallback = <PlainCode text={props.text} label={props.label} />;
  return (
    <EditorLoadBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <CodeEditor {...props} />
      </Suspense>
    </EditorLoadBoundary>
  );
}
