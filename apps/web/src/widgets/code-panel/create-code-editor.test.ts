import { undo } from '@codemirror/commands';
import { forEachDiagnostic, type Diagnostic as EditorDiagnostic } from '@codemirror/lint';
import type { Diagnostic } from '@infragen/contracts';
import type { TransactionSpec } from '@codemirror/state';
import { createCodeEditor } from './create-code-editor';
import { manualFrames } from './testing-animation-frames';

let frames = manualFrames();
/** The clock the editor spaces its follow-the-tail scrolls by: 200 ms pass between two readings unless a test sets `clock.step`. */
const clock = { t: 0, step: 200, now: () => (clock.t += clock.step) };

function setup(text = '', editable = false) {
  const parent = document.createElement('div');
  document.body.append(parent);
  const onUserEdit = jest.fn();
  const editor = createCodeEditor({
    parent,
    text,
    language: 'hcl',
    label: 'Code of main.tf',
    editable,
    onUserEdit,
    frames: frames.scheduler,
    now: clock.now,
  });
  const dispatched = jest.spyOn(editor.view, 'dispatch') as unknown as jest.SpyInstance<void, [TransactionSpec]>;
  return { editor, view: editor.view, onUserEdit, dispatched };
}

/** The user turns the wheel by `deltaY`, and the scroller ends at `top` of 1000 px (200 visible). */
function userScrolls(scroller: HTMLElement, deltaY: number, top: number) {
  Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 200 });
  scroller.dispatchEvent(new WheelEvent('wheel', { deltaY }));
  scroller.scrollTop = top;
  scroller.dispatchEvent(new Event('scroll'));
}

// These run the real CodeMirror: jsdom lacks layout, but documents, transactions and DOM
// attributes all work; what scrolling looks like is left to the browser tests.
describe('createCodeEditor', () => {
  beforeEach(() => {
    frames = manualFrames();
    clock.step = 200;
  });

  it('appends streamed text as an insert of only the new suffix, once per animation frame', () => {
    const { editor, view, dispatched } = setup('resource "a" "b" {');
    editor.setText('resource "a" "b" {\n  x', { followTail: true });
    editor.setText('resource "a" "b" {\n  x = 1', { followTail: true });
    expect(dispatched).not.toHaveBeenCalled();
    frames.nextFrame();
    editor.setText('resource "a" "b" {\n  x = 1\n}', { followTail: true });
    frames.nextFrame();
    expect(view.state.doc.toString()).toBe('resource "a" "b" {\n  x = 1\n}');
    // Two deltas within one frame became one change.
    expect(dispatched.mock.calls.map(([spec]) => spec.changes)).toEqual([
      { from: 18, insert: '\n  x = 1' },
      { from: 26, insert: '\n}' },
    ]);
    editor.destroy();
  });

  it('applies text at once when not streaming, dropping a frame still pending', () => {
    const { editor, view, dispatched } = setup('a');
    editor.setText('ab', { followTail: true });
    editor.setText('abc', { followTail: false });
    expect(view.state.doc.toString()).toBe('abc');
    expect(frames.pending).toBe(0);
    expect(dispatched).toHaveBeenCalledTimes(1);
    editor.setText('abcd', { followTail: true });
    editor.destroy();
    expect(frames.pending).toBe(0);
  });

  it('replaces the whole document when the new text does not extend the old', () => {
    const { editor, view, dispatched } = setup('old text');
    editor.setText('new', { followTail: false });
    expect(view.state.doc.toString()).toBe('new');
    expect(dispatched.mock.calls[0][0].changes).toEqual({ kind: 'replace', from: 0, to: 8, insert: 'new' });
    editor.setText('new', { followTail: false });
    expect(dispatched).toHaveBeenCalledTimes(1);
    editor.destroy();
  });

  it('is read-only but focusable by default and editable on request', () => {
    const { editor, view } = setup('a = 1');
    expect(view.state.readOnly).toBe(true);
    expect(view.contentDOM).toHaveAttribute('contenteditable', 'false');
    expect(view.contentDOM).toHaveAttribute('tabindex', '0');
    expect(view.contentDOM).toHaveAttribute('aria-label', 'Code of main.tf');
    editor.setEditable(true);
    expect(view.state.readOnly).toBe(false);
    expect(view.contentDOM).toHaveAttribute('contenteditable', 'true');
    editor.destroy();
  });

  it('reports user edits but not streamed text, and undo keeps the streamed text', () => {
    const { editor, view, onUserEdit, dispatched } = setup('a = 1', true);
    editor.setText('a = 1\nb = 2', { followTail: false });
    expect(onUserEdit).not.toHaveBeenCalled();
    view.dispatch({ changes: { from: 0, to: 1, insert: 'z' } });
    expect(onUserEdit).toHaveBeenLastCalledWith('z = 1\nb = 2');
    // The edit echoed back through the props is already shown: nothing to dispatch.
    dispatched.mockClear();
    editor.setText('z = 1\nb = 2', { followTail: false });
    expect(dispatched).not.toHaveBeenCalled();
    undo(view);
    expect(view.state.doc.toString()).toBe('a = 1\nb = 2');
    editor.destroy();
  });

  it('scrolls to the end while streaming until the user scrolls up, and again once back at the end', () => {
    const { editor, view, dispatched } = setup('a');
    const scrolledToEnd = () => {
      const effects = dispatched.mock.calls.at(-1)?.[0].effects;
      return Array.isArray(effects) ? effects.length > 0 : effects !== undefined;
    };
    editor.setText('ab', { followTail: true });
    frames.nextFrame();
    expect(scrolledToEnd()).toBe(true);
    userScrolls(view.scrollDOM, -500, 300);
    editor.setText('abc', { followTail: true });
    frames.nextFrame();
    expect(scrolledToEnd()).toBe(false);
    userScrolls(view.scrollDOM, 500, 800);
    editor.setText('abcd', { followTail: true });
    frames.nextFrame();
    expect(scrolledToEnd()).toBe(true);
    editor.setText('abcde', { followTail: false });
    expect(scrolledToEnd()).toBe(false);
    editor.destroy();
  });

  it('shows the top once the stream has ended, unless the user scrolled away from the end', () => {
    const scrollTargets = (dispatched: jest.SpyInstance<void, [TransactionSpec]>) =>
      dispatched.mock.calls.flatMap(([spec]) =>
        [spec.effects ?? []].flat().map((e) => (e.value as { range: { from: number } }).range.from),
      );
    const followed = setup('a');
    followed.editor.setText('a\nb\nc', { followTail: true });
    frames.nextFrame();
    followed.editor.setText('a\nb\nc\nd', { followTail: false });
    followed.dispatched.mockClear();
    followed.editor.streamEnded();
    expect(scrollTargets(followed.dispatched)).toEqual([0]);
    followed.editor.destroy();

    const reading = setup('a');
    reading.editor.setText('a\nb', { followTail: true });
    frames.nextFrame();
    userScrolls(reading.view.scrollDOM, -500, 300);
    reading.dispatched.mockClear();
    reading.editor.streamEnded();
    expect(reading.dispatched).not.toHaveBeenCalled();
    reading.editor.destroy();
  });

  it('scrolls to the end at most every 100 ms while streaming, and makes up a skipped scroll at the end', () => {
    const { editor, dispatched } = setup('a');
    const scrolls = () =>
      dispatched.mock.calls.filter(([spec]) =>
        Array.isArray(spec.effects) ? spec.effects.length > 0 : spec.effects !== undefined,
      ).length;
    clock.step = 30;
    for (const text of ['ab', 'abc', 'abcd', 'abcde']) {
      editor.setText(text, { followTail: true });
      frames.nextFrame();
    }
    // Readings at 30, 60, 90 and 120 ms: the first scrolls; the others are within 100 ms of it.
    expect(dispatched).toHaveBeenCalledTimes(4);
    expect(scrolls()).toBe(1);
    // The end of the stream, with no new text: the owed scroll is made.
    editor.setText('abcde', { followTail: false });
    expect(scrolls()).toBe(2);
    // And once 100 ms have passed, streaming scrolls again.
    clock.step = 150;
    editor.setText('abcdef', { followTail: true });
    frames.nextFrame();
    expect(scrolls()).toBe(3);
    editor.destroy();
  });

  describe("the checks' findings", () => {
    const text = 'resource "random_pet" "a" {\n  lenght = 2\n}\n\nvariable "x" {}\n';
    const finding = (fields: Partial<Diagnostic>): Diagnostic => ({
      format: 'terraform',
      file: 'main.tf',
      line: 2,
      column: 3,
      endLine: 2,
      endColumn: 9,
      severity: 'error',
      code: 'terraform.unknown-argument',
      message: '`random_pet.a` has no argument `lenght`.',
      fixHint: 'Did you mean `length`?',
      ...fields,
    });
    const marks = (view: ReturnType<typeof setup>['view']) => {
      const found: EditorDiagnostic[] = [];
      // Where each mark is now (the positions move with edits; the diagnostic keeps its first ones).
      forEachDiagnostic(view.state, (d, from, to) => found.push({ ...d, from, to }));
      return found.map(({ from, to, severity, message, source }) => ({ from, to, severity, message, source }));
    };

    it('marks each finding from its start to its end, in the text and the gutter, with its fix', () => {
      const { editor, view } = setup(text);
      editor.setDiagnostics([
        finding({}),
        // No end: to the end of its line. A line past the end: the last line.
        finding({
          line: 5,
          column: 1,
          endLine: undefined,
          endColumn: undefined,
          severity: 'warning',
          fixHint: undefined,
        }),
        finding({ line: 40, column: 9, endLine: undefined, severity: 'info', fixHint: undefined }),
      ]);
      expect(marks(view)).toEqual([
        {
          from: 30,
          to: 36,
          severity: 'error',
          source: 'terraform.unknown-argument',
          message: '`random_pet.a` has no argument `lenght`. Did you mean `length`?',
        },
        { from: 44, to: 59, severity: 'warning', source: 'terraform.unknown-argument', message: expect.any(String) },
        { from: 60, to: 60, severity: 'info', source: 'terraform.unknown-argument', message: expect.any(String) },
      ]);
      expect(view.state.sliceDoc(30, 36)).toBe('lenght');
      // The underline is drawn in the text, and the gutter carries a mark on the line.
      expect(view.dom.querySelector('.cm-lintRange-error')?.textContent).toBe('lenght');
      expect(view.dom.querySelector('.cm-lint-marker-error')).not.toBeNull();
      editor.setDiagnostics([]);
      expect(marks(view)).toEqual([]);
      editor.destroy();
    });

    it('keeps a mark on its text while the user edits before it', () => {
      const { editor, view } = setup(text, true);
      editor.setDiagnostics([finding({})]);
      view.dispatch({ changes: { from: 0, insert: '# pets\n' } });
      expect(marks(view).map((m) => view.state.sliceDoc(m.from, m.to))).toEqual(['lenght']);
      editor.destroy();
    });

    it('moves the cursor to a line and column and takes the focus', () => {
      const { editor, view } = setup(text);
      editor.reveal(2, 3);
      expect(view.state.selection.main.head).toBe(30);
      expect(view.hasFocus).toBe(true);
      // Streamed text waiting for its frame is shown first, so the place exists.
      editor.setText(`${text}output "y" { value = 1 }\n`, { followTail: true });
      editor.reveal(6, 8);
      expect(view.state.sliceDoc(view.state.selection.main.head, view.state.selection.main.head + 3)).toBe('"y"');
      editor.destroy();
    });
  });
});
