import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorView } from '@codemirror/view';
import { strFromU8, unzipSync } from 'fflate';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { CodePanelCopy } from '@infragen/contracts';
import { api } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { CodePanel, type CodePanelFile } from './code-panel';
import { createCodeEditor } from './create-code-editor';
import { manualFrames } from './testing-animation-frames';
import './jsdom-text-ranges';

// The real editor factory, counted: a streamed delta must reuse the view, not build a new one.
jest.mock('./create-code-editor', () => {
  const actual = jest.requireActual('./create-code-editor');
  return { ...actual, createCodeEditor: jest.fn(actual.createCodeEditor) };
});
jest.mock('@/lib/toast', () => ({ showToast: jest.fn() }));

const main: CodePanelFile = { path: 'main.tf', language: 'hcl', content: 'resource "aws_s3_bucket" "logs" {}\n' };
const vars: CodePanelFile = { path: 'variables.tf', language: 'hcl', content: 'variable "region" {}\n' };
const C = CodePanelCopy;

function renderPanel(props: Partial<Parameters<typeof CodePanel>[0]> = {}) {
  const all = { files: [main], streaming: false, downloadName: 'aws-infrastructure', ...props };
  const result = render(<CodePanel {...all} />);
  return { ...result, rerenderWith: (next: Partial<typeof all>) => result.rerender(<CodePanel {...all} {...next} />) };
}

/** jsdom's Blob has no text() or arrayBuffer(); FileReader it has. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The CodeMirror view showing `path`, once the lazy editor chunk has loaded. */
async function editorFor(path: string): Promise<EditorView> {
  const content = await screen.findByRole('textbox', { name: C.codeLabel(path) });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error(`no editor for ${path}`);
  return view;
}

// Load the lazy editor chunk once, inside act, so each test sees the editor (code-view.test.tsx
// covers the plain-text fallback shown while it loads).
beforeAll(async () => {
  const { unmount } = render(<CodePanel files={[main]} streaming={false} downloadName="x" />);
  await act(async () => {
    await import('./code-editor');
  });
  unmount();
});

beforeEach(() => {
  jest.mocked(createCodeEditor).mockClear();
  jest.mocked(showToast).mockClear();
});

describe('CodePanel', () => {
  it('shows the title and the empty state without code, and no actions', () => {
    renderPanel({ files: [] });
    expect(screen.getByRole('heading', { name: C.title })).toBeInTheDocument();
    expect(screen.getByText(C.empty.title)).toBeInTheDocument();
    expect(screen.getByText(C.empty.hint)).toBeInTheDocument();
    expect(screen.queryByText(C.ready)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the Ready badge only once code exists and has finished streaming', async () => {
    const { rerenderWith } = renderPanel({ streaming: true });
    expect(screen.queryByText(C.ready)).not.toBeInTheDocument();
    rerenderWith({ streaming: false });
    expect(screen.getByText(C.ready)).toBeInTheDocument();
    await editorFor('main.tf');
  });

  it('names the one file and shows its code in the editor', async () => {
    renderPanel();
    expect(screen.getByText('main.tf')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect((await editorFor('main.tf')).state.doc.toString()).toBe(main.content);
  });

  it('appends streamed deltas to the one editor view it created', async () => {
    // Frames run only when the test says so, from the first render on: a frame the editor asked
    // the browser for before would otherwise fire whenever jsdom's timer gets to it.
    const frames = manualFrames();
    const restoreFrames = frames.patchWindow();
    const file = { ...main, content: '' };
    const full = 'resource "aws_s3_bucket" "logs" {\n  bucket = "logs"\n}\n'.repeat(400);
    let view: EditorView;
    let dispatch: jest.SpyInstance;
    try {
      const { rerenderWith } = renderPanel({ files: [file], streaming: true });
      view = await editorFor('main.tf');
      act(() => frames.nextFrame());
      dispatch = jest.spyOn(view, 'dispatch');
      expect(full.length).toBeGreaterThan(20_000);
      for (let end = 100; end <= full.length; end += 100) {
        rerenderWith({ files: [{ ...file, content: full.slice(0, end) }], streaming: true });
        // A frame every third delta: deltas that arrive between two frames become one change.
        if (end % 300 === 0) act(() => frames.nextFrame());
      }
      rerenderWith({ files: [{ ...file, content: full }], streaming: false });
    } finally {
      restoreFrames();
    }
    expect(view.state.doc.toString()).toBe(full);
    expect(createCodeEditor).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: C.codeLabel('main.tf') })).toBe(view.contentDOM);
    // Every change was an insert at the end of what was shown, never a rewrite of the document,
    // and there was about one per frame rather than one per delta.
    // (A dispatch without changes only scrolls to the end.)
    const changes = dispatch.mock.calls
      .map(([spec]) => (spec as { changes?: { from: number; insert: string } }).changes)
      .filter((c) => c !== undefined);
    let shown = 0;
    for (const change of changes) {
      expect(change.from).toBe(shown);
      shown += change.insert.length;
    }
    expect(changes.length).toBeLessThanOrEqual(Math.ceil(full.length / 300) + 1);
    expect(Math.max(...changes.map((c) => c.insert.length))).toBeLessThanOrEqual(300);
    expect(screen.getByText(C.ready)).toBeInTheDocument();
  });

  it('has one tab per file, switched by click and by arrow keys', async () => {
    const user = userEvent.setup();
    renderPanel({ files: [main, vars] });
    const list = screen.getByRole('tablist', { name: C.filesLabel });
    const [mainTab, varsTab] = within(list).getAllByRole('tab');
    expect(mainTab).toHaveAccessibleName('main.tf');
    expect(mainTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', mainTab.id);
    expect((await editorFor('main.tf')).state.doc.toString()).toBe(main.content);

    await user.click(varsTab);
    expect(varsTab).toHaveAttribute('aria-selected', 'true');
    expect((await editorFor('variables.tf')).state.doc.toString()).toBe(vars.content);

    await user.keyboard('{ArrowLeft}');
    expect(mainTab).toHaveFocus();
    expect(mainTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(varsTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', varsTab.id);
  });

  it('is read-only until Edit is pressed; Edit is off while streaming', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderPanel();
    const view = await editorFor('main.tf');
    const edit = screen.getByRole('button', { name: C.edit });
    expect(edit).toHaveAttribute('aria-pressed', 'false');
    expect(view.state.readOnly).toBe(true);
    await user.click(edit);
    expect(edit).toHaveAttribute('aria-pressed', 'true');
    expect(view.state.readOnly).toBe(false);
    expect(view.contentDOM).toHaveAttribute('contenteditable', 'true');

    rerenderWith({ files: [{ ...main, content: 'res' }], streaming: true });
    expect(screen.getByRole('button', { name: C.edit })).toBeDisabled();
    expect(screen.getByRole('button', { name: C.edit })).toHaveAttribute('aria-pressed', 'false');
    expect(view.state.readOnly).toBe(true);
  });

  it('copies the current, edited text and confirms for exactly two seconds', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderPanel();
    const view = await editorFor('main.tf');
    fireEvent.click(screen.getByRole('button', { name: C.edit }));
    act(() => view.dispatch({ changes: { from: 0, insert: '# edited\n' } }));

    jest.useFakeTimers();
    try {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: C.copy })));
      expect(writeText).toHaveBeenCalledWith(`# edited\n${main.content}`);
      expect(screen.getByRole('button', { name: C.copied })).toBeInTheDocument();
      expect(screen.getByText(C.copiedAnnouncement)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1999));
      expect(screen.getByRole('button', { name: C.copied })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: C.copy })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens a multi-file answer on its main file, and a new stream on its own main file again', async () => {
    const versions: CodePanelFile = { path: 'versions.tf', language: 'hcl', content: 'terraform {}\n' };
    const user = userEvent.setup();
    const { rerenderWith } = renderPanel({ files: [versions, main, vars] });
    expect(screen.getByRole('tab', { name: 'main.tf' })).toHaveAttribute('aria-selected', 'true');
    expect((await editorFor('main.tf')).state.doc.toString()).toBe(main.content);
    await user.click(screen.getByRole('tab', { name: 'versions.tf' }));
    expect(screen.getByRole('tab', { name: 'versions.tf' })).toHaveAttribute('aria-selected', 'true');
    // The choice holds while the answer stays; the next answer opens on its own main file.
    rerenderWith({ files: [versions, main, vars], streaming: true });
    rerenderWith({ files: [versions, main, vars], streaming: false });
    expect(screen.getByRole('tab', { name: 'main.tf' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers Copy all files beside Copy for several files: each file under a line naming it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    // A format brings the Problems panel, which reads the store.
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (defaults) => defaults().concat(api.middleware),
    });
    const panel = (files: CodePanelFile[]) => (
      <Provider store={store}>
        <CodePanel files={files} streaming={false} downloadName="x" format="terraform" />
      </Provider>
    );
    const { rerender } = render(panel([main]));
    expect(screen.queryByRole('button', { name: C.copyAll })).not.toBeInTheDocument();
    rerender(panel([main, vars]));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: C.copyAll })));
    expect(writeText).toHaveBeenCalledWith(`# main.tf\n${main.content}\n# variables.tf\n${vars.content}`);
    expect(screen.getByText(C.copiedAllAnnouncement)).toBeInTheDocument();
    // Copy itself still copies the open tab only.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: C.copy })));
    expect(writeText).toHaveBeenLastCalledWith(main.content);
  });

  it('shows an error toast when the clipboard refuses', async () => {
    const writeText = jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderPanel();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: C.copy })));
    expect(showToast).toHaveBeenCalledWith(C.copyFailed, 'destructive', 'clipboard');
    expect(screen.getByRole('button', { name: C.copy })).toBeInTheDocument();
  });

  describe('download', () => {
    let saved: { blob: Blob; name: string } | undefined;
    beforeEach(() => {
      saved = undefined;
      let blob: Blob | undefined;
      URL.createObjectURL = jest.fn((value: Blob) => {
        blob = value;
        return 'blob:code';
      });
      URL.revokeObjectURL = jest.fn();
      // jsdom cannot navigate to a download; catch the click instead.
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved = { blob: blob!, name: this.download };
      });
    });

    it('saves one file under its own name', async () => {
      renderPanel();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: C.download })));
      expect(saved?.name).toBe('main.tf');
      expect(strFromU8(await bytesOf(saved!.blob))).toBe(main.content);
      expect(saved?.blob.type).toBe('text/plain;charset=utf-8');
    });

    it('saves several files as one zip with their paths, edits included', async () => {
      const nested = { ...vars, path: 'modules/vpc/variables.tf' };
      renderPanel({ files: [main, nested] });
      fireEvent.click(screen.getByRole('button', { name: C.edit }));
      const view = await editorFor('main.tf');
      act(() => view.dispatch({ changes: { from: 0, insert: '# edited\n' } }));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: C.downloadAll })));
      expect(saved?.name).toBe('aws-infrastructure.zip');
      expect(saved?.blob.type).toBe('application/zip');
      const entries = unzipSync(await bytesOf(saved!.blob));
      expect(Object.fromEntries(Object.entries(entries).map(([path, data]) => [path, strFromU8(data)]))).toEqual({
        'main.tf': `# edited\n${main.content}`,
        'modules/vpc/variables.tf': vars.content,
      });
    });
  });

  it('shows the explanation under the code', () => {
    renderPanel({ explanation: 'An S3 bucket for logs.' });
    expect(screen.getByRole('heading', { name: C.explanationTitle })).toBeInTheDocument();
    expect(screen.getByText('An S3 bucket for logs.')).toBeInTheDocument();
  });

  it('drops local edits when a new generation arrives', async () => {
    const { rerenderWith } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: C.edit }));
    const view = await editorFor('main.tf');
    act(() => view.dispatch({ changes: { from: 0, insert: '# edited\n' } }));
    rerenderWith({ files: [vars], streaming: false });
    expect((await editorFor('variables.tf')).state.doc.toString()).toBe(vars.content);
  });
});
