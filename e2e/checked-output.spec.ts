import { expect, test, type Page } from './support/test';
import { useSignedInPage } from './support/accounts';
import { openSplitView, workspace } from './support/workspace';

/**
 * Checked output in the browser: a flawed answer of the scripted model (e2e/support/model-server.mjs)
 * is checked, sent back for repair rounds the user watches, and shows its problems in the Problems
 * panel and the editor's gutter; fixing the code by hand clears them.
 */
test.describe.configure({ mode: 'serial' });

const signedIn = useSignedInPage('Linus Checker');
let page: Page;
test.beforeAll(() => {
  page = signedIn.page;
});

const problems = () => page.getByTestId('problems-panel');

test('a flawed answer is repaired in rounds the user sees, then shows its problems; fixing it clears them', async () => {
  const w = await openSplitView(page);
  await w.input.fill('[flawed] a random pet name for the server');
  await w.input.press('Enter');
  // The answer streams, is checked, and goes back to the model: the rounds show while they run.
  await expect(w.status).toHaveText('Fixing 1 problem...', { timeout: 15_000 });
  await expect(w.code.getByTestId('check-phase')).toHaveText(/Fixing 1 problem\.\.\.|Checking the code\.\.\./);
  await expect(w.send).toBeVisible({ timeout: 20_000 });

  // No round did better: the first answer is kept, with its problem listed and marked.
  await expect(problems()).toContainText('1 error');
  await expect(problems().getByTestId('repair-summary')).toHaveText(
    'The repair rounds did not reduce the errors: the first answer is kept (1 error).',
  );
  const problem = problems().getByRole('button', { name: /^Go to main\.tf:3:3: / });
  await expect(problem).toContainText('lenght');
  await expect(problem).toContainText('Fix: Did you mean `length`?');

  // The answer opens on its main file (not on versions.tf, which comes first), marked in the
  // gutter. From another tab, choosing the problem shows main.tf again with the cursor on the
  // misspelt argument.
  await expect(w.code.getByRole('tab', { name: 'main.tf' })).toHaveAttribute('aria-selected', 'true');
  await expect(w.code.locator('.cm-lint-marker-error')).toHaveCount(1);
  await w.code.getByRole('tab', { name: 'versions.tf' }).click();
  await expect(w.code.locator('.cm-lint-marker-error')).toHaveCount(0);
  await w.code.getByRole('button', { name: 'Edit' }).click();
  await problem.click();
  await expect(w.code.getByRole('tab', { name: 'main.tf' })).toHaveAttribute('aria-selected', 'true');
  await expect(w.code.locator('.cm-lint-marker-error')).toHaveCount(1);
  await expect(w.code.getByRole('textbox', { name: 'Code of main.tf' })).toBeFocused();
  // Fix it by hand: the word under the cursor is `lenght`.
  for (let i = 0; i < 'lenght'.length; i += 1) await page.keyboard.press('Delete');
  await page.keyboard.type('length');
  await expect(w.code.getByRole('textbox', { name: 'Code of main.tf' })).toContainText('length = 2');

  // The edit is checked again by the api: the problem and its gutter mark go away.
  await expect(problems()).toContainText('No problems found.', { timeout: 10_000 });
  await expect(problems()).toContainText('0 errors');
  await expect(w.code.locator('.cm-lint-marker-error')).toHaveCount(0);
});

test('an answer the repair round fixes is kept repaired, and says so', async () => {
  const w = workspace(page);
  await w.conversations.getByRole('button', { name: 'New conversation' }).click();
  await w.input.fill('[fixable] a random pet name for the database');
  await w.input.press('Enter');
  await expect(w.status).toHaveText('Fixing 1 problem...', { timeout: 15_000 });
  await expect(w.send).toBeVisible({ timeout: 20_000 });
  await expect(problems().getByTestId('repair-summary')).toHaveText('Repaired in 1 round: 1 error fixed.');
  await expect(problems()).toContainText('No problems found.');
  await w.code.getByRole('tab', { name: 'main.tf' }).click();
  await expect(w.code).toContainText('length = 2');
  await expect(w.code.locator('.cm-lint-marker-error')).toHaveCount(0);
});
