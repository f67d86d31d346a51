import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { Messages, ProblemsPanelCopy as P, type Diagnostic, type RepairRecord } from '@infragen/contracts';
import { api } from '@/lib/api';
import { installFakeHttp, type FakeRoute } from '@/testing/fake-http';
import ProblemsPanel, { type ProblemsPanelProps } from './problems-panel';
import { RECHECK_DELAY_MS } from './use-recheck';

const finding = (fields: Partial<Diagnostic>): Diagnostic => ({
  format: 'terraform',
  file: 'main.tf',
  line: 2,
  column: 3,
  severity: 'error',
  code: 'terraform.unknown-argument',
  message: '`random_pet.a` has no argument `lenght`.',
  fixHint: 'Did you mean `length`?',
  ...fields,
});
const generated = 'resource "random_pet" "a" {\n  lenght = 2\n}\n';
const diagnostics = [
  finding({}),
  finding({
    file: 'variables.tf',
    line: 1,
    column: 1,
    severity: 'warning',
    code: 'terraform.unused',
    message: 'unused',
    fixHint: undefined,
  }),
];

function setup(props: Partial<ProblemsPanelProps> = {}, routes: FakeRoute[] = []) {
  const http = installFakeHttp(routes);
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  const onShown = jest.fn();
  const onJump = jest.fn();
  const all: ProblemsPanelProps = {
    files: [{ path: 'main.tf', content: generated, generated }],
    format: 'terraform',
    diagnostics,
    repair: null,
    onShown,
    onJump,
    ...props,
  };
  const view = render(
    <Provider store={store}>
      <ProblemsPanel {...all} />
    </Provider>,
  );
  const rerender = (next: Partial<ProblemsPanelProps>) =>
    view.rerender(
      <Provider store={store}>
        <ProblemsPanel {...all} {...next} />
      </Provider>,
    );
  return { http, onShown, onJump, rerender };
}

const validations = (http: ReturnType<typeof installFakeHttp>) =>
  http.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/checks/validate'));

afterEach(() => jest.useRealTimers());

describe('ProblemsPanel', () => {
  it('counts the findings by severity and lists each with its place, code, message and fix', () => {
    const { onShown, http } = setup();
    const panel = screen.getByRole('region', { name: /Problems/ });
    expect(within(panel).getByText(P.counts({ error: 1, warning: 1, info: 0 }))).toBeInTheDocument();
    const items = within(panel).getAllByRole('button');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAccessibleName(`${P.goTo('main.tf', 2, 3)}: \`random_pet.a\` has no argument \`lenght\`.`);
    expect(items[0]).toHaveTextContent('main.tf:2:3');
    expect(items[0]).toHaveTextContent('terraform.unknown-argument');
    expect(items[0]).toHaveTextContent(P.fixHint('Did you mean `length`?'));
    expect(items[0]).toHaveTextContent(P.severity.error);
    expect(items[1]).toHaveTextContent('variables.tf:1:1');
    // The generation's own findings: shown as they are, the editor told, nothing asked of the api.
    expect(onShown).toHaveBeenLastCalledWith(diagnostics);
    expect(validations(http)).toHaveLength(0);
  });

  it('jumps to a finding when it is chosen', async () => {
    const { onJump } = setup();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(P.goTo('variables.tf', 1, 1)) }));
    expect(onJump).toHaveBeenCalledWith(diagnostics[1]);
  });

  it('says when there is nothing to fix, and what the repair rounds did', () => {
    const repair: RepairRecord = {
      initialErrors: 3,
      rounds: [{ round: 1, problems: 3, errors: 0, outcome: 'fixed' }],
      kept: 1,
      finalErrors: 0,
    };
    setup({ diagnostics: [], repair });
    expect(screen.getByText(P.none)).toBeInTheDocument();
    expect(screen.getByText(P.counts({ error: 0, warning: 0, info: 0 }))).toBeInTheDocument();
    expect(screen.getByTestId('repair-summary')).toHaveTextContent('Repaired in 1 round: 3 errors fixed.');
  });

  it('shows a waived finding with its reason and the rule severity', () => {
    setup({
      diagnostics: [
        finding({
          code: 'IG-AWS-001',
          severity: 'info',
          ruleSeverity: 'HIGH',
          message: 'The bucket is public.',
          fixHint: undefined,
          waived: { reason: 'a public website', line: 1 },
        }),
      ],
    });
    const item = screen.getByRole('button', { name: /The bucket is public/ });
    expect(item).toHaveTextContent('IG-AWS-001 HIGH');
    expect(item).toHaveTextContent(P.waived('a public website', 1));
  });

  it('checks edited code again once typing pauses, and shows what the api found', async () => {
    jest.useFakeTimers();
    const found = [
      finding({ line: 1, column: 1, code: 'hcl.syntax', message: 'HCL syntax error', fixHint: undefined }),
    ];
    const { http, onShown, rerender } = setup({}, [
      ({ url }) => (url.endsWith('/api/checks/validate') ? { status: 200, body: { diagnostics: found } } : undefined),
    ]);
    const edited = (content: string) => ({ files: [{ path: 'main.tf', content, generated }] });
    rerender(edited(`${generated}resource {`));
    expect(screen.getByRole('status')).toHaveTextContent(P.rechecking);
    // Still typing: nothing sent yet, and the earlier findings stay in the list meanwhile.
    await act(async () => jest.advanceTimersByTime(RECHECK_DELAY_MS - 100));
    rerender(edited(`${generated}resource "a" {`));
    await act(async () => jest.advanceTimersByTime(RECHECK_DELAY_MS - 100));
    expect(validations(http)).toHaveLength(0);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await act(async () => jest.advanceTimersByTime(100));
    expect(validations(http).map((r) => r.body)).toEqual([
      { format: 'terraform', files: [{ path: 'main.tf', content: `${generated}resource "a" {` }] },
    ]);
    expect(await screen.findByText('HCL syntax error')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(onShown).toHaveBeenLastCalledWith(found);
    // The edit undone: the generation's findings again, without asking.
    rerender(edited(generated));
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(onShown).toHaveBeenLastCalledWith(diagnostics);
    await act(async () => jest.advanceTimersByTime(RECHECK_DELAY_MS * 2));
    expect(validations(http)).toHaveLength(1);
  });

  it('aborts a check whose text changed again before its answer came', async () => {
    jest.useFakeTimers();
    const { rerender } = setup();
    // The api answers nothing until the test says so; each request's signal is kept.
    const signals: AbortSignal[] = [];
    const answers: ((diagnostics: Diagnostic[]) => void)[] = [];
    globalThis.fetch = ((request: { signal: AbortSignal }) => {
      signals.push(request.signal);
      return new Promise((resolve) =>
        answers.push((found) =>
          resolve({
            status: 200,
            ok: true,
            headers: new Headers({ 'content-type': 'application/json' }),
            text: async () => JSON.stringify({ diagnostics: found }),
            clone() {
              return this;
            },
          } as unknown as Response),
        ),
      );
    }) as typeof fetch;
    const edited = (content: string) => ({ files: [{ path: 'main.tf', content, generated }] });
    rerender(edited(`${generated}# one`));
    await act(async () => jest.advanceTimersByTime(RECHECK_DELAY_MS));
    rerender(edited(`${generated}# two`));
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => jest.advanceTimersByTime(RECHECK_DELAY_MS));
    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(false);
    await act(async () => answers[1]!([]));
    expect(await screen.findByText(P.none)).toBeInTheDocument();
  });

  it('says so when the edited code cannot be checked', async () => {
    jest.useFakeTimers();
    const { rerender } = setup({}, [
      ({ url }) =>
        url.endsWith('/api/checks/validate')
          ? { status: 503, body: { code: 'CHECKS_BUSY', message: Messages.checkedOutput.busy } }
          : undefined,
    ]);
    rerender({ files: [{ path: 'main.tf', content: `${generated}#`, generated }] });
    await act(async () => jest.advanceTimersByTime(RECHECK_DELAY_MS));
    expect(await screen.findByText(P.recheckFailed(Messages.checkedOutput.busy))).toBeInTheDocument();
  });

  it('checks code that was never checked (an older conversation) as soon as it is shown', async () => {
    jest.useFakeTimers();
    const { http } = setup({ diagnostics: null }, [
      ({ url }) => (url.endsWith('/api/checks/validate') ? { status: 200, body: { diagnostics } } : undefined),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(Messages.checkedOutput.validating);
    await act(async () => jest.advanceTimersByTime(RECHECK_DELAY_MS));
    expect(validations(http)).toHaveLength(1);
    expect(await screen.findAllByRole('button')).toHaveLength(2);
  });
});
