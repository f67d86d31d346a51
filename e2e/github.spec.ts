import { expect, test, type Page } from './support/test';
import { useSignedInPage } from './support/accounts';
import { generate, openSplitView } from './support/workspace';

/**
 * GitHub through the real product and the GitHub emulator that scripts/test.mjs runs in a process
 * of its own (E2E_GITHUB_URL): connect on the emulator's authorize page, create a repository,
 * push a generation, and find the commit's files on the emulator.
 */
test.describe.configure({ mode: 'serial' });

const signedIn = useSignedInPage('Grace Github');
let page: Page;
test.beforeAll(() => {
  page = signedIn.page;
});

function emulator(): string {
  const url = process.env.E2E_GITHUB_URL;
  if (!url) throw new Error('E2E_GITHUB_URL is not set (scripts/test.mjs starts the GitHub emulator and sets it)');
  return url;
}

const repoName = `e2e-infra-${Date.now().toString(36)}`;

test('connects to GitHub through its authorize page and comes back to the workspace', async () => {
  await page.goto('/app');
  await page.getByRole('button', { name: 'Get Started' }).click();
  const settings = async () => {
    await page.getByRole('button', { name: 'Settings' }).click();
    const item = page.getByRole('dialog', { name: 'Settings' }).getByRole('listitem').filter({ hasText: 'GitHub' });
    const text = await item.textContent();
    await page.keyboard.press('Escape');
    return text;
  };
  await expect(page.getByRole('button', { name: 'Connect GitHub' })).toBeVisible();
  expect(await settings()).toBe('GitHubNot connected');

  await page.getByRole('button', { name: 'Connect GitHub' }).click();
  await expect(page).toHaveURL(new RegExp(`^${emulator()}/login/oauth/authorize\\?`));
  await page.getByRole('button', { name: 'Authorize Infragen' }).click();

  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Successfully connected to GitHub!')).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('button', { name: 'GitHub: e2e-octocat' })).toBeVisible();
  expect(await settings()).toBe('GitHubConnected');
});

test('creates a repository, which becomes the selected one', async () => {
  await page.getByRole('button', { name: 'GitHub: e2e-octocat' }).click();
  await page.getByRole('button', { name: 'Create repository' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create repository' });
  await expect(dialog.getByLabel('Description')).toHaveValue('Generated infrastructure code');
  await expect(dialog.getByLabel('Private')).not.toBeChecked();
  await dialog.getByLabel('Name').fill(`  ${repoName}  `);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Repository created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Push to GitHub' })).toBeVisible();
});

test('pushes the generated code, and the commit holds its file under infrastructure/', async () => {
  const w = await openSplitView(page);
  await generate(page, 'An S3 bucket for the e2e push');
  await expect(w.code).toContainText('scripted line 040');
  await page.getByRole('button', { name: 'Push to GitHub' }).click();
  const dialog = page.getByRole('dialog', { name: 'Push to GitHub' });
  await expect(dialog.getByLabel('Commit message')).toHaveValue('Add generated infrastructure code');
  await dialog.getByLabel('Commit message').fill('Add the e2e bucket');
  await dialog.getByRole('button', { name: 'Push', exact: true }).click();
  await expect(page.getByText(`Code pushed to e2e-octocat/${repoName}`)).toBeVisible({ timeout: 20_000 });

  const answer = await fetch(`${emulator()}/_emulator/files?repo=e2e-octocat/${repoName}`);
  const { files } = (await answer.json()) as { files: Record<string, string> };
  const paths = Object.keys(files);
  expect(paths).toHaveLength(1);
  expect(paths[0]).toMatch(/^infrastructure\/terraform-infrastructure-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tf$/);
  expect(files[paths[0]!]).toContain('scripted line 001');
  expect(files[paths[0]!]).toContain('scripted line 040');

  const problems = (await (await fetch(`${emulator()}/_emulator/problems`)).json()) as { problems: string[] };
  expect(problems.problems).toEqual([]);
});
