import { expect, test, type Page } from './support/test';
import { useSignedInPage } from './support/accounts';
import { E2E_ADMIN, signedInAdmin } from './support/admin';
import { openSplitView } from './support/workspace';

/**
 * Markup where people type and where the model answers: a full name, a prompt, the model's prose
 * and its code, an address. Each payload would set window.__xss if the page ran it; the page must
 * show it as text and run nothing (no dialog, no __xss), and the Content-Security-Policy refuses
 * inline script besides.
 */
test.describe.configure({ mode: 'serial' });

const NAME = 'Mallory <img src=x onerror="window.__xss=1">';
const signedIn = useSignedInPage(NAME);
let page: Page;
const dialogs: string[] = [];

test.beforeAll(() => {
  page = signedIn.page;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

const nothingRan = async (on: Page = page) => {
  expect(await on.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
};

test('a prompt and the model answer full of markup are shown as text, and nothing runs', async () => {
  const w = await openSplitView(page);
  const prompt = 'a bucket <script>window.__xss=2</script><img src=x onerror="window.__xss=3"> [xss]';
  await w.input.fill(prompt);
  await w.input.press('Enter');
  await expect(w.chat.getByTestId('chat-user').last()).toContainText(prompt);
  await expect(w.send).toBeVisible({ timeout: 30_000 });
  await expect(w.code).toContainText('</script><svg onload="window.__xss=6"></svg>');
  await expect(w.code).toContainText('<iframe src=javascript:window.__xss=8></iframe>');
  // No element came from the payloads.
  expect(await page.locator('img[src="x"], svg[onload], iframe[src^="javascript"]').count()).toBe(0);
  await nothingRan();
});

test("a full name with markup is shown as text in the operator panel's user list", async ({ browser }, testInfo) => {
  test.skip(!E2E_ADMIN.email, 'needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (scripts/test.mjs sets them)');
  const admin = await signedInAdmin(browser, testInfo.project.use.baseURL);
  admin.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await admin.page.goto('/admin/users');
  await expect(admin.page.getByText(NAME).first()).toBeVisible();
  expect(await admin.page.locator('img[src="x"]').count()).toBe(0);
  await nothingRan(admin.page);
  await admin.context.close();
});

test('an address with markup is shown as text on the not-found page', async () => {
  const response = await page.goto('/<img src=x onerror="window.__xss=9">');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  await nothingRan();
});
