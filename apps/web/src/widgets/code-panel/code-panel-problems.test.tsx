import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { EditorView } from '@codemirror/view';
import { forEachDiagnostic } from '@codemirror/lint';
import { CodePanelCopy, ProblemsPanelCopy as P, type Diagnostic } from '@infragen/contracts';
import { api } from '@/lib/api';
import { installFakeHttp, type FakeRoute } from '@/testing/fake-http';
import { CodePanel, type CodePanelFile, type CodePanelProps } from './code-panel';
import { RECHECK_DELAY_MS } from './use-recheck';
import './jsdom-text-ranges';

/**
 * The Generated Code panel with the checks' findings: the Problems panel under the code, marks in
 * the editor's gutter, a jump from a problem to its place, and edited code checked again.
 */
const versions: CodePanelFile = { path: 'versions.tf', language: 'hcl', content: 'terraform {}\n' };
const main: CodePanelFile = {
  path: 'main.tf',
  language: 'hcl',
  content: 'resource "random_pet" "a" {\n  lenght = 2\n}\n',
};
const misspelt: Diagnostic = {
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
};

function renderPanel(props: Partial<CodePanelProps> = {}, routes: FakeRoute[] = []) {
  const http = installFakeHttp(routes);
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  const all: CodePanelProps = {
    files: [versions, main],
    streaming: false,
    downloadName: 'terraform-infrastructure',
    format: 'terraform',
    diagnostics: [misspelt],
    repair: null,
    ...props,
  };
  const view = render(
    <Provider store={store}>
      <CodePanel {...all} />
    </Provider>,
  );
  return {
    http,
    rerenderWith: (next: Partial<CodePanelProps>) =>
      view.rerender(
        <Provider store={store}>
          <CodePanel {...all} {...next} />
        </Provider>,
      ),
  };
}

async function editorFor(path: string): Promise<EditorView> {
  const content = await screen.findByRole('textbox', { name: CodePanelCopy.codeLabel(path) });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error(`no editor for ${path}`);
  return view;
}

/** The marks in an editor, as the text they cover and their severity. */
function marksIn(view: EditorView): [string, string][] {
  const found: [string, string][] = [];
  forEachDiagnostic(view.state, (d, from, to) => found.push([view.state.sliceDoc(from, to), d.severity]));
  return found;
}

// The lazy chunks (the editor, the Problems panel) load once, inside act.
beforeAll(async () => {
  await act(async () => {
    await Promise.all([import('./code-editor'), import('./problems-panel')]);
  });
});
afterEach(() => jest.useRealTimers());

describe('CodePanel with findings', () => {
  it('lists the problems under the code, and a chosen one opens its file at its place with a gutter mark', async () => {
    renderPanel();
    const problems = await screen.findByTestId('problems-panel');
    expect(within(problems).getByText(P.counts({ error: 1, warning: 0, info: 0 }))).toBeInTheDocument();
    // main.tf opens first (the answer's main file); versions.tf, chosen, has no marks.
    expect(screen.getByRole('tab', { name: 'main.tf' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'versions.tf' }));
    expect(marksIn(await editorFor('versions.tf'))).toEqual([]);

    await userEvent.click(within(problems).getByRole('button', { name: new RegExp(P.goTo('main.tf', 2, 3)) }));
    expect(screen.getByRole('tab', { name: 'main.tf' })).toHaveAttribute('aria-selected', 'true');
    const view = await editorFor('main.tf');
    expect(view.state.selection.main.head).toBe(view.state.doc.line(2).from + 2);
    expect(view.hasFocus).toBe(true);
    expect(marksIn(view)).toEqual([['lenght', 'error']]);
    expect(view.dom.querySelector('.cm-lint-marker-error')).not.toBeNull();

    // Back and forth between the tabs: the editor shown again does not jump to the problem again.
    await userEvent.click(screen.getByRole('tab', { name: 'versions.tf' }));
    await userEvent.click(screen.getByRole('tab', { name: 'main.tf' }));
    expect((await editorFor('main.tf')).state.selection.main.head).toBe(0);
  });

  it('shows no problems and no marks while code streams', async () => {
    renderPanel({ streaming: true, files: [main] });
    const view = await editorFor('main.tf');
    expect(screen.queryByTestId('problems-panel')).not.toBeInTheDocument();
    expect(marksIn(view)).toEqual([]);
  });

  it('checks edited code again and moves the marks to what the api found', async () => {
    const fixedButNew: Diagnostic = {
      ...misspelt,
      line: 1,
      column: 10,
      endLine: 1,
      endColumn: 20,
      severity: 'warning',
      code: 'terraform.sample',
      message: 'a warning on the first line',
      fixHint: undefined,
    };
    const { http } = renderPanel({ files: [main] }, [
      ({ url }) =>
        url.endsWith('/api/checks/validate') ? { status: 200, body: { diagnostics: [fixedButNew] } } : undefined,
    ]);
    const view = await editorFor('main.tf');
    await screen.findByTestId('problems-panel');
    expect(marksIn(view)).toEqual([['lenght', 'error']]);
    jest.useFakeTimers();
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('button', { name: CodePanelCopy.edit }));
    // The user fixes the typo (an edit of the view, as typing makes one).
    const at = view.state.doc.toString().indexOf('lenght');
    act(() => view.dispatch({ changes: { from: at, to: at + 6, insert: 'length' }, userEvent: 'input.type' }));
    expect(screen.getByTestId('problems-panel')).toHaveTextContent(P.rechecking);
    await act(async () => jest.advanceTimersByTime(RECHECK_DELAY_MS));
    const sent = http.requests.filter((r) => r.url.endsWith('/api/checks/validate'));
    expect(sent.map((r) => r.body)).toEqual([
      { format: 'terraform', files: [{ path: 'main.tf', content: main.content.replace('lenght', 'length') }] },
    ]);
    expect(await screen.findByText('a warning on the first line')).toBeInTheDocument();
    expect(marksIn(view)).toEqual([['"random_pe', 'warning']]);
    expect(view.dom.querySelector('.cm-lint-marker-error')).toBeNull();
  });
});
