import type { CodeLanguage, Diagnostic } from '@infragen/contracts';
import { bracketMatching, foldGutter } from '@codemirror/language';
import { lintGutter } from '@codemirror/lint';
import { Annotation, Compartment, EditorState, Transaction, type Extension } from '@codemirror/state';
import { EditorView, highlightActiveLineGutter, lineNumbers } from '@codemirror/view';
import { minimalSetup } from 'codemirror';
import { offsetOf, showMarks } from './code-marks';
import { docChangeFor } from './doc-sync';
import { editorAppearance } from './editor-theme';
import { followTail } from './follow-tail';
import { languageSupport } from './languages/language-support';

interface CodeEditorOptions {
  parent: HTMLElement;
  text: string;
  language: CodeLanguage;
  /** Accessible name of the code area. */
  label: string;
  editable: boolean;
  /** Called with the whole text after each change the user makes (never for setText). */
  onUserEdit(text: string): void;
  /** When streamed text is applied; the browser's animation frames unless a test steps its own. */
  frames?: FrameScheduler;
  /** Milliseconds clock for spacing the follow-the-tail scrolls (tests pass their own). */
  now?: () => number;
}

/**
 * While streaming, the view scrolls to the end at most this often: each scroll makes CodeMirror
 * measure the page at once, which at 4x CPU throttling was most of the long tasks
 * (bench/RESULTS.md, "Workspace streaming"). The text itself still updates every frame.
 */
const FOLLOW_SCROLL_INTERVAL_MS = 100;

export interface FrameScheduler {
  request(callback: () => void): number;
  cancel(id: number): void;
}

const animationFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (id) => cancelAnimationFrame(id),
};

export interface CodeEditorHandle {
  readonly view: EditorView;
  /** Shows `text`; `followTail` keeps the end in view unless the user scrolled up (streaming). */
  setText(text: string, options: { followTail: boolean }): void;
  setEditable(editable: boolean): void;
  /**
   * The stream has ended and the whole answer is shown: it is read from its first line, so the
   * view moves back to the top, unless the user scrolled away from the end to read some part.
   */
  streamEnded(): void;
  /** Marks the checks' findings in the text and the gutter (an empty list clears them). */
  setDiagnostics(diagnostics: readonly Diagnostic[]): void;
  /** Puts the cursor at a 1-based line and column, scrolls it into the middle of the view, focuses. */
  reveal(line: number, column: number): void;
  destroy(): void;
}

/** Marks changes that came from the props, so they are not reported back as user edits. */
const fromProps = Annotation.define<true>();

function editability(editable: boolean): Extension {
  return [
    EditorView.editable.of(editable),
    EditorState.readOnly.of(!editable),
    // Read-only content is not contenteditable, so it would drop out of the tab order and leave a
    // keyboard user unable to scroll it (axe: scrollable-region-focusable).
    EditorView.contentAttributes.of(editable ? {} : { tabindex: '0', 'aria-readonly': 'true' }),
  ];
}

/**
 * One CodeMirror view for one file, kept for the file's whole life: streamed text is appended to
 * it rather than the view being rebuilt.
 *
 * @example
 *   const editor = createCodeEditor({ parent, text: '', language: 'hcl', label, editable: false, onUserEdit })
 *   editor.setText('resource "a" "b" {', { followTail: true })
 */
export function createCodeEditor(options: CodeEditorOptions): CodeEditorHandle {
  const editable = new Compartment();
  // The text last given or typed; comparing against it avoids reading the whole document back.
  let shown = options.text;
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        minimalSetup,
        lineNumbers(),
        highlightActiveLineGutter(),
        foldGutter(),
        lintGutter(),
        bracketMatching(),
        languageSupport(options.language),
        editorAppearance,
        EditorView.contentAttributes.of({ 'aria-label': options.label }),
        editable.of(editability(options.editable)),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged || update.transactions.some((tr) => tr.annotation(fromProps))) return;
          shown = update.state.doc.toString();
          options.onUserEdit(shown);
        }),
      ],
    }),
  });
  const tail = followTail(view.scrollDOM);

  // While streaming, text is applied at most once per animation frame: deltas can arrive faster
  // than frames, and each applied change costs CodeMirror a view update and a layout measure
  // (bench/RESULTS.md, "Workspace streaming"). Anything else is applied at once.
  const frames = options.frames ?? animationFrames;
  let pending: string | null = null;
  let frame: number | null = null;
  const cancelFrame = () => {
    if (frame !== null) frames.cancel(frame);
    frame = null;
    pending = null;
  };

  const now = options.now ?? (() => performance.now());
  let lastScrollAt = Number.NEGATIVE_INFINITY;
  // A scroll to the end skipped for the interval, made up by the next text or the final one.
  let scrollOwed = false;

  const apply = (text: string, follow: boolean) => {
    const change = docChangeFor(shown, text);
    if (change.kind === 'replace') tail.reset();
    const wantsScroll = tail.isFollowing() && (follow || scrollOwed);
    const at = now();
    const scroll = wantsScroll && (!follow || at - lastScrollAt >= FOLLOW_SCROLL_INTERVAL_MS);
    scrollOwed = wantsScroll && !scroll;
    if (scroll) lastScrollAt = at;
    if (change.kind === 'none' && !scroll) return;
    shown = text;
    view.dispatch({
      ...(change.kind === 'none'
        ? {}
        : { changes: change.kind === 'append' ? { from: change.from, insert: change.insert } : change }),
      // Streamed text is not the user's: undo must not take it away again.
      annotations: [fromProps.of(true), Transaction.addToHistory.of(false)],
      effects: scroll ? EditorView.scrollIntoView(text.length, { y: 'end' }) : [],
    });
  };

  return {
    view,
    setText(text, { followTail: follow }) {
      if (!follow) {
        cancelFrame();
        apply(text, false);
        return;
      }
      pending = text;
      frame ??= frames.request(() => {
        const next = pending;
        frame = null;
        pending = null;
        if (next !== null) apply(next, true);
      });
    },
    setEditable(value) {
      // The mount effect asks for the value the view was built with: a reconfigure then only costs
      // a full state rebuild and view update (about a fifth of the editor's first, long task).
      if (view.state.facet(EditorView.editable) === value) return;
      view.dispatch({ effects: editable.reconfigure(editability(value)) });
    },
    streamEnded() {
      if (!tail.isFollowing()) return;
      scrollOwed = false;
      view.dispatch({ effects: EditorView.scrollIntoView(0, { y: 'start', yMargin: 0 }) });
    },
    setDiagnostics(diagnostics) {
      view.dispatch(showMarks(view.state, diagnostics));
    },
    reveal(line, column) {
      // Text still waiting for its frame first, so the place is looked up in what will be shown.
      if (pending !== null) {
        const next = pending;
        cancelFrame();
        apply(next, false);
      }
      const at = offsetOf(view.state, line, column);
      view.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'center' }) });
      view.focus();
    },
    destroy() {
      cancelFrame();
      tail.dispose();
      view.destroy();
    },
  };
}
