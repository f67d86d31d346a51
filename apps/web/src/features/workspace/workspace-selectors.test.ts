import { makeStore } from '@/app/store';
import { generationsActions as g } from '@/entities/generation/generations-slice';
import { completedLines, userLine } from '@/testing/server-lines';
import { workspaceActions as w } from './workspace-actions';
import { selectCodeView, selectStatusLine } from './workspace-selectors';
import { Messages } from '@infragen/contracts';

const id = '0b6e4f0c-3c33-4b7f-9a57-2f7a0f3c8f11';

/** A request for Terraform being answered, the answer so far being `text`. */
function running() {
  const store = makeStore(() => {
    throw new Error('no socket in this test');
  });
  store.dispatch(w.promptSent({ prompt: 'p', platform: 'terraform', format: 'terraform', at: 1 }));
  store.dispatch(w.generationAccepted({ generationId: id, conversationId: id, message: userLine(id, 'p') }));
  return store;
}

function streaming(text: string) {
  const store = running();
  if (text) store.dispatch(g.deltaReceived({ id, seq: 1, text }));
  return selectCodeView(store.getState());
}

describe('the code view while an answer streams', () => {
  it('shows no file before a block has a complete first line (it may name the file)', () => {
    expect(streaming('').files).toEqual([]);
    expect(streaming('Here is the code:\n```hcl\n# prod.tf').files).toEqual([]);
    // Bare text may still be prose before a fence: nothing until the answer is complete.
    expect(streaming('resource "a" "b" {\n').files).toEqual([]);
  });

  it('names a block from its first-line comment as soon as that line is complete', () => {
    const view = streaming('Here is the code:\n```hcl\n# prod.tfvars\nregion = "eu-');
    expect(view).toMatchObject({ streaming: true });
    expect(view.files).toEqual([{ path: 'prod.tfvars', language: 'hcl', content: '# prod.tfvars\nregion = "eu-' }]);
  });

  it('never shows a shell block, even the last one still growing', () => {
    const text = '```hcl\n# main.tf\nresource "a" "b" {}\n```\nThen run:\n```bash\nterraform init\nterraform ap';
    expect(streaming(text).files.map((f) => f.path)).toEqual(['main.tf']);
  });
});

describe('after the answer streamed: checks and repair rounds', () => {
  const first = '```hcl\n# main.tf\nresource "random_pet" "a" {\n  lenght = 2\n}\n```\n';

  it('says the code is being checked, then which problems a round is fixing', () => {
    const store = running();
    expect(selectStatusLine(store.getState())).toBe(Messages.workspace.generating);
    store.dispatch(g.deltaReceived({ id, seq: 1, text: first }));
    store.dispatch(g.statusChanged({ id, status: 'validating' }));
    expect(selectStatusLine(store.getState())).toBe('Checking the code...');
    store.dispatch(g.repairStarted({ id, round: 1, problems: 3 }));
    store.dispatch(g.statusChanged({ id, status: 'running' }));
    expect(selectStatusLine(store.getState())).toBe('Fixing 3 problems...');
    store.dispatch(g.statusChanged({ id, status: 'validating' }));
    expect(selectStatusLine(store.getState())).toBe('Checking the code...');
  });

  it("keeps showing the answer a round replaces until the round's own files stream in", () => {
    const store = running();
    store.dispatch(g.deltaReceived({ id, seq: 1, text: first }));
    store.dispatch(g.repairStarted({ id, round: 1, problems: 1 }));
    expect(selectCodeView(store.getState()).files.map((f) => f.content)).toEqual([
      '# main.tf\nresource "random_pet" "a" {\n  lenght = 2\n}\n',
    ]);
    store.dispatch(g.deltaReceived({ id, seq: 1, text: '```hcl\n# main.tf\nresource "random_pet" "a" {\n  length' }));
    expect(selectCodeView(store.getState())).toMatchObject({
      streaming: true,
      diagnostics: null,
      files: [{ path: 'main.tf', content: '# main.tf\nresource "random_pet" "a" {\n  length' }],
    });
  });

  it('shows the completed answer with its findings and repair rounds', () => {
    const store = running();
    const diagnostics = [
      {
        format: 'terraform' as const,
        file: 'main.tf',
        line: 2,
        column: 3,
        severity: 'warning' as const,
        code: 'terraform.sample',
        message: 'a warning',
      },
    ];
    const repair = {
      initialErrors: 1,
      rounds: [{ round: 1, problems: 1, errors: 0, outcome: 'fixed' as const }],
      kept: 1,
      finalErrors: 0,
    };
    const file = { path: 'main.tf', language: 'hcl' as const, content: 'resource "random_pet" "a" {}\n' };
    store.dispatch(
      g.completed({
        id,
        code: file.content,
        language: 'hcl',
        files: [file],
        usage: null,
        diagnostics,
        repair,
        messages: completedLines(id, 'terraform', file.content),
      }),
    );
    expect(selectCodeView(store.getState())).toEqual({
      files: [file],
      streaming: false,
      explanation: undefined,
      diagnostics,
      repair,
    });
    expect(selectStatusLine(store.getState())).toBe(Messages.workspace.generatedBlocks(1));
  });
});
