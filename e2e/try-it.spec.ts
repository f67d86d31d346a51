import { expect, test } from './support/test';
import { SmtpCapture, verificationLink } from '../test/support/smtp-server';
import { modelRequestFor, tile, workspace } from './support/workspace';

/**
 * The landing's "try it" through the real stack, with the scripted model server as the product's
 * model: a visitor without an account generates, stops, copies and downloads, reloads, then signs
 * up (the product verifies the address by email, on E2E_SMTP_PORT) and signs in, and the
 * conversation they started anonymously is waiting in /app.
 */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 0);
let smtp: SmtpCapture | null = null;

test.beforeAll(async () => {
  if (smtpPort) smtp = await SmtpCapture.start(smtpPort);
});

test.afterAll(async () => {
  await smtp?.close();
});

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an anonymous visitor generates from the landing, stops one, copies one, then signs up and finds the conversation in /app', async ({
  page,
}) => {
  test.skip(!smtp, 'needs E2E_SMTP_PORT (scripts/test.mjs sets it and points the product at it)');
  const marker = Date.now().toString(36);
  await page.goto('/');
  const w = workspace(page);
  await tile(page, 'Multi-Cloud/Terraform').choose();
  await expect(tile(page, 'Multi-Cloud/Terraform').radio).toBeChecked();

  // Stop one: the chat says so and the model request is aborted.
  await w.input.fill(`[slow] try it ${marker}: a long answer to stop`);
  await w.input.press('Enter');
  await expect(w.code).toContainText('slow line 00');
  await w.stop.click();
  await expect(w.chat).toContainText('Generation stopped by user.');
  await expect(w.send).toBeVisible();
  await expect
    .poll(async () => (await modelRequestFor(`[slow] try it ${marker}: a long answer to stop`))?.aborted)
    .toBe(true);

  // Another in the same conversation streams to its end; Copy and Download take its code.
  await w.input.fill(`try it ${marker}: a bucket to copy`);
  await w.input.press('Enter');
  await expect(w.stop).toBeVisible();
  await expect(w.send).toBeVisible({ timeout: 20_000 });
  await expect(w.code.getByText('Ready', { exact: true })).toBeVisible();
  await w.code.getByRole('button', { name: 'Copy' }).click();
  await expect(w.code.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('scripted line 040');
  const download = page.waitForEvent('download');
  await w.code.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('main.tf');
  const anonymousToken = () => page.evaluate(() => localStorage.getItem('infragen.anonymous-session'));
  // Issued and signed by the server (decision 029): `<id>.<signature>`.
  expect(await anonymousToken()).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);

  // A reload shows the conversation again, read with the anonymous session kept.
  await page.reload();
  await expect(w.chat).toContainText(`try it ${marker}: a bucket to copy`);
  await expect(w.code).toContainText('scripted line 001');

  // Sign up from the try-it; the address is verified by email, then the visitor signs in.
  const email = `e2e.tryit.${marker}@example.com`;
  const password = 'a long e2e try-it passphrase';
  await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Full name').fill('Ida Tryit');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Sign up successful')).toBeVisible();
  await page.goto(verificationLink(await smtp!.waitFor(email)));
  await expect(page).toHaveURL(/\/\?emailVerified=1$/);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app$/);
  // The account has the conversation now: the browser no longer presents the anonymous session.
  await expect.poll(anonymousToken).toBeNull();

  await page.getByRole('button', { name: 'Get Started' }).click();
  const conversation = w.conversations.getByRole('button', { name: new RegExp(`try it ${marker}`) });
  await expect(conversation).toHaveCount(1);
  await conversation.click();
  await expect(w.chat).toContainText(`try it ${marker}: a bucket to copy`);
  await expect(w.chat).toContainText('Generation stopped by user.');
  // The editor draws the lines in view: the first ones show the code is there.
  await expect(w.code).toContainText('scripted line 001');
});
