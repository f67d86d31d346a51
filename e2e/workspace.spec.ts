import { expect, test, type Page } from './support/test';
import { useSignedInPage } from './support/accounts';
import { generate, modelRequestFor, openSplitView, tile, workspace } from './support/workspace';

/**
 * The generator workspace at /app through the real stack (api, worker, Redis, Postgres), with the
 * scripted model server of e2e/support/model-server.mjs as the product's model. One signed-in
 * browser context serves the whole file (refresh tokens rotate on use, so contexts are not cloned).
 */
test.describe.configure({ mode: 'serial' });

const signedIn = useSignedInPage('Grace Workspace');
let page: Page;
test.beforeAll(() => {
  page = signedIn.page;
});

test('the intro offers four platforms, then Start Building opens the split view', async () => {
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What will you build today?');
  for (const name of ['AWS', 'Azure', 'Google Cloud', 'Multi-Cloud/Terraform'])
    await expect(page.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(4);
  await expect(page.getByRole('radio', { name: /^AWS/ })).toBeChecked();
  await tile(page, 'Azure').choose();
  await expect(tile(page, 'Azure').radio).toBeChecked();
  await page.getByRole('button', { name: 'Start Building' }).click();

  const w = workspace(page);
  await expect(w.platform).toHaveValue('azure');
  await expect(w.format.locator('option')).toHaveText(['ARM template (JSON)', 'Bicep', 'Terraform (azurerm provider)']);
  await expect(w.platform.locator('option')).toHaveText([
    'AWS',
    'Azure',
    'Google Cloud',
    'Multi-Cloud/Terraform',
    'Kubernetes',
  ]);
  await expect(page.getByRole('heading', { name: 'Ready to Build?' })).toBeVisible();
  await expect(page.getByText('Code Will Appear Here')).toBeVisible();
  await expect(w.templatesToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(w.templatesToggle).toContainText('Quick Start');
  await expect(w.status).toHaveText('Ready to generate');
  // Blank text cannot be sent.
  await expect(w.send).toBeDisabled();
  await w.input.fill('   \n  ');
  await expect(w.send).toBeDisabled();
});

test('Get Started opens the split view too', async () => {
  await page.goto('/app');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(workspace(page).platform).toHaveValue('aws');
});

test('a request streams in live: partial code before the end, then Ready and the assistant line', async () => {
  const w = await openSplitView(page);
  await w.input.fill('  A private bucket for logs, streamed live\nwith a second line  ');
  await w.input.press('Enter');
  await expect(w.chat.getByTestId('chat-user').last()).toHaveText(
    /^You: A private bucket for logs, streamed live\nwith a second line$/,
  );
  await expect(w.stop).toBeVisible();
  await expect(w.input).toBeDisabled();
  await expect(w.status).toHaveText('Generating...');
  // Partial text: the first lines are shown while the stream still runs (40 lines, 50 ms apart).
  await expect(w.code).toContainText('scripted line 00');
  expect(await w.code.textContent()).not.toContain('scripted line 040');
  await expect(w.stop).toBeVisible();
  await expect(w.code.getByText('Ready', { exact: true })).toHaveCount(0);

  await expect(w.send).toBeVisible({ timeout: 15_000 });
  await expect(w.code.getByText('Ready', { exact: true })).toBeVisible();
  await expect(w.chat).toContainText("Here's the TERRAFORM infrastructure code for your request:");
  await expect(w.status).toHaveText('Generated 1 code block(s)');
  await expect(w.input).toBeEnabled();
  await expect(w.code).toContainText('main.tf');
  // The code message itself is not in the chat.
  await expect(w.chat).not.toContainText('scripted line');
  await expect(page).toHaveURL(/\/app\?c=[0-9a-f-]{36}$/);
});

test('a follow-up carries the conversation to the model, and the conversation is listed', async () => {
  const w = await openSplitView(page);
  await generate(page, 'First request: an alpha bucket');
  await generate(page, 'Follow-up: make the alpha bucket versioned');
  const followUp = await modelRequestFor('Follow-up: make the alpha bucket versioned');
  expect(followUp).toBeDefined();
  const earlier = followUp!.messages.slice(1, -1);
  expect(earlier.some((m) => m.role === 'user' && m.content === 'First request: an alpha bucket')).toBe(true);
  expect(earlier.some((m) => m.role === 'assistant' && m.content.includes('scripted line 001'))).toBe(true);
  await expect(w.status).toHaveText('Generated 2 code block(s)');
  await expect(w.conversations.getByRole('button', { name: /First request: an alpha bucket/ })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // A new conversation starts empty; the earlier one reopens with its messages and code.
  await w.conversations.getByRole('button', { name: 'New conversation' }).click();
  await expect(page.getByRole('heading', { name: 'Ready to Build?' })).toBeVisible();
  await expect(page.getByText('Code Will Appear Here')).toBeVisible();
  await w.conversations.getByRole('button', { name: /First request: an alpha bucket/ }).click();
  await expect(w.chat).toContainText('Follow-up: make the alpha bucket versioned');
  await expect(w.code).toContainText('scripted line 001');
  await expect(w.code.getByText('Ready', { exact: true })).toBeVisible();
});

test('Stop ends a generation mid-stream: the chat line, the toast, and the model request aborted', async () => {
  const w = await openSplitView(page);
  await w.input.fill('[slow] a long answer to stop');
  await w.input.press('Enter');
  await expect(w.code).toContainText('slow line 00');
  await w.stop.click();
  // The stop goes through the api, Redis and the worker before the page hears of it; on a loaded
  // machine (the CI runs these tests beside the integration suite) that round trip can pass the
  // default 5 s wait, so the ending gets a longer one. No speed is asserted here.
  await expect(w.chat).toContainText('Generation stopped by user.', { timeout: 20_000 });
  await expect(page.getByText('Generation Stopped', { exact: true })).toBeVisible();
  await expect(page.getByText('Code generation was stopped successfully.')).toBeVisible();
  await expect(w.send).toBeVisible();
  await expect(w.input).toBeEnabled();
  await expect.poll(async () => (await modelRequestFor('[slow] a long answer to stop'))?.aborted).toBe(true);
});

test('a failed generation shows the apology with the reason and the error toast', async () => {
  const w = await openSplitView(page);
  await w.input.fill('[refuse] something the model rejects');
  await w.input.press('Enter');
  await expect(w.chat).toContainText(
    'I apologize, but I encountered an error while generating the infrastructure code: The language model refused this request. Please rephrase it. Please try again or rephrase your request.',
  );
  await expect(w.send).toBeVisible();
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Failed to generate infrastructure code. Please try again.' });
  await expect(toast).toBeVisible();
  await expect(toast.getByText('Error', { exact: true })).toBeVisible();
});

test('Try on a template sends its prompt and folds the panel; more templates expand', async () => {
  const w = await openSplitView(page);
  const more = page.getByRole('button', { name: '+2 more templates available' });
  await expect(page.getByRole('button', { name: /^Try / })).toHaveCount(4);
  await more.click();
  await expect(page.getByRole('button', { name: /^Try / })).toHaveCount(6);
  await page.getByRole('button', { name: 'Show fewer templates' }).click();
  await expect(page.getByRole('button', { name: /^Try / })).toHaveCount(4);

  await page.getByRole('button', { name: 'Try Terraform state backend' }).click();
  await expect(w.templatesToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(w.chat).toContainText('An S3 bucket for Terraform state with versioning and encryption');
  await expect(w.send).toBeVisible({ timeout: 15_000 });
  await w.templatesToggle.click();
  await expect(w.templatesToggle).toHaveAttribute('aria-expanded', 'true');
});

test('copy puts the code on the clipboard with a two-second confirmation', async () => {
  const w = await openSplitView(page);
  await generate(page, 'Something to copy');
  await w.code.getByRole('button', { name: 'Copy' }).click();
  await expect(w.code.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('scripted line 001');
  expect(copied).toContain('scripted line 040');
  await expect(w.code.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });
});

test('download saves one file as itself and a multi-file answer as a zip', async () => {
  const w = await openSplitView(page);
  await generate(page, 'One file to download');
  const single = page.waitForEvent('download');
  await w.code.getByRole('button', { name: 'Download' }).click();
  const file = await single;
  expect(file.suggestedFilename()).toBe('main.tf');

  await generate(page, '[multi] two files to download');
  await expect(w.code.getByRole('tab', { name: 'variables.tf' })).toBeVisible();
  const zipped = page.waitForEvent('download');
  await w.code.getByRole('button', { name: 'Download .zip' }).click();
  const zip = await zipped;
  expect(zip.suggestedFilename()).toBe('terraform-infrastructure.zip');
  const stream = await zip.createReadStream();
  const head = await new Promise<Buffer>((resolve) => stream.once('data', (chunk) => resolve(chunk as Buffer)));
  expect(head.subarray(0, 2).toString()).toBe('PK');
});

test('a reload mid-stream resumes the generation where it is', async () => {
  const w = await openSplitView(page);
  await w.input.fill('[slow] reload in the middle');
  await w.input.press('Enter');
  await expect(w.code).toContainText('slow line 00');
  await expect(page).toHaveURL(/\/app\?c=[0-9a-f-]{36}&g=[0-9a-f-]{36}$/);
  await page.reload();
  const after = workspace(page);
  await expect(after.chat).toContainText('[slow] reload in the middle');
  await expect(after.stop).toBeVisible();
  await expect(after.status).toHaveText('Generating...');
  await expect(after.code).toContainText('slow line');
  // Still growing after the reload.
  const seen = async () =>
    Math.max(
      0,
      ...[...((await after.code.textContent()) ?? '').matchAll(/slow line (\d{3})/g)].map((m) => Number(m[1])),
    );
  const first = await seen();
  await expect.poll(seen).toBeGreaterThan(first);
  await after.stop.click();
  await expect(after.chat).toContainText('Generation stopped by user.');
  await expect(page).toHaveURL(/\/app\?c=[0-9a-f-]{36}$/);
});
