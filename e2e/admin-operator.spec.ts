import { expect, test, type BrowserContext, type Page } from './support/test';
import { useSignedInPage } from './support/accounts';
import { adminTokenOf, E2E_ADMIN, signedInAdmin } from './support/admin';
import { generate, openSplitView, workspace } from './support/workspace';

/**
 * The operator panel against the running product, as an administrator and a user meet it: an
 * alert the system raises reaches every open Alerts page live and moves when resolved; a promo
 * code made in the panel is redeemed on the profile page and counted; maintenance mode stops a
 * user's generation with the operator's message.
 */
test.describe.configure({ mode: 'serial' });
test.skip(!E2E_ADMIN.email, 'needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (scripts/test.mjs sets them)');

const user = useSignedInPage('Olive Operator');
let admin: { context: BrowserContext; page: Page };

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await signedInAdmin(browser, testInfo.project.use.baseURL);
});

test.afterAll(async ({ playwright }, testInfo) => {
  // Whatever happened above, the product is left out of maintenance for the other spec files.
  const token = admin ? await adminTokenOf(admin.page) : null;
  if (token) {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await request.put('/api/admin/config/maintenance_mode', {
      headers: { authorization: `Bearer ${token}` },
      data: { value: false },
    });
    await request.dispose();
  }
  await admin?.context.close();
});

test('an alert raised while the Alerts page is open in two tabs shows in both, and resolving it moves it in both', async ({
  playwright,
}, testInfo) => {
  const first = admin.page;
  const second = await admin.context.newPage();
  for (const page of [first, second]) {
    await page.goto('/admin/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'System Alerts' })).toBeVisible();
  }
  const unresolved = (page: Page) => page.getByRole('list', { name: 'Unresolved Alerts' });
  const resolved = (page: Page) => page.getByRole('list', { name: 'Recently Resolved' });
  const title = 'Repeated sign-in failures';

  // The system raises it: someone keeps failing to sign in to the user's account.
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  for (let i = 0; i < 5; i += 1)
    await request.post('/api/auth/signin', { data: { email: user.email, password: 'not the password at all' } });
  await request.dispose();

  for (const page of [first, second]) {
    await expect(unresolved(page).getByText(title)).toBeVisible();
    await expect(page.getByText('New system alert').first()).toBeVisible();
  }
  const item = unresolved(first).getByTestId('alert-item').filter({ hasText: title });
  await expect(item.getByText('high')).toBeVisible();
  await item.getByRole('button', { name: 'Resolve' }).click();
  await expect(first.getByText('Alert resolved successfully')).toBeVisible();
  for (const page of [first, second]) {
    await expect(unresolved(page).getByText(title)).toHaveCount(0);
    await expect(resolved(page).getByText(title)).toBeVisible();
    await expect(resolved(page).getByText(`Resolved by ${E2E_ADMIN.email}`)).toBeVisible();
  }
  await second.close();
});

test('a promo code made in the panel is redeemed once on the profile page, adding its credits and counting the use', async () => {
  const panel = admin.page;
  await panel.goto('/admin/promo-codes');
  await panel.getByRole('button', { name: 'Create Promo Code' }).click();
  const dialog = panel.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const code = await dialog.getByLabel('Code').inputValue();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await dialog.getByLabel('Description').fill('Five credits for the e2e run');
  await dialog.getByLabel('Discount type').selectOption('credits');
  await dialog.getByLabel('Discount value').fill('5');
  await dialog.getByLabel('Max uses (empty for unlimited)').fill('2');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(panel.getByText('Promo code created successfully')).toBeVisible();
  const row = panel.locator(`[data-testid="promo-row"][data-code="${code}"]`);
  await expect(row.getByTestId('promo-usage')).toHaveText('0 / 2');
  await expect(row.getByText('5 credits')).toBeVisible();
  await row.getByRole('button', { name: `Copy ${code}` }).click();
  await expect(panel.getByText('Promo code copied to clipboard')).toBeVisible();

  const profile = user.page;
  await profile.goto('/profile');
  const balance = profile.getByTestId('credits-balance');
  await expect(balance).toHaveText(/\d+ credits? available/);
  const before = Number((await balance.textContent())!.match(/\d+/)![0]);
  // Typed in lower case: codes are matched whatever their case.
  await profile.getByPlaceholder('Promo code').fill(code.toLowerCase());
  await profile.getByRole('button', { name: 'Redeem' }).click();
  await expect(profile.getByRole('status').filter({ hasText: 'Promo code redeemed: 5 credits added' })).toBeVisible();
  await expect(balance).toHaveText(`${before + 5} credits available`);
  await expect(profile.getByText(code, { exact: true })).toBeVisible();
  await profile.getByPlaceholder('Promo code').fill(code);
  await profile.getByRole('button', { name: 'Redeem' }).click();
  await expect(
    profile.getByRole('alert').filter({ hasText: 'You have already redeemed this promo code.' }),
  ).toBeVisible();

  await panel.reload();
  await expect(row.getByTestId('promo-usage')).toHaveText('1 / 2');
});

/**
 * Turns the panel's maintenance switch and waits until the server has stored the change. The
 * switch moves as soon as it is clicked, before its save answers: a user's page loaded in between
 * reads the status as it was, and keeps it until its next read.
 */
async function switchMaintenance(panel: Page, on: boolean): Promise<void> {
  const saved = panel.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/admin/config/maintenance_mode',
  );
  await panel.getByRole('switch', { name: 'Maintenance mode' }).setChecked(on);
  expect((await saved).status()).toBe(200);
  await expect(panel.getByTestId('config-maintenance_mode')).toContainText(on ? 'On' : 'Off');
}

test("maintenance mode stops a user's generation with the operator's message, and shows it on every page", async () => {
  // A message of its own: the panel saves only a changed value, and a repeat meets the last one's.
  const message = `Upgrading the database (${Date.now().toString(36)}): back in a few minutes.`;
  const panel = admin.page;
  await panel.goto('/admin/config');
  const messageRow = panel.getByTestId('config-maintenance_message');
  await messageRow.getByLabel('Maintenance message').fill(message);
  await messageRow.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Configuration updated successfully').first()).toBeVisible();
  await switchMaintenance(panel, true);

  const page = user.page;
  const w = await openSplitView(page);
  await expect(page.getByTestId('maintenance-banner')).toHaveText(message);
  await w.input.fill('a bucket during maintenance');
  await w.input.press('Enter');
  await expect(workspace(page).chat).toContainText(message);
  await page.goto('/profile');
  await expect(page.getByTestId('maintenance-banner')).toHaveText(message);

  // Off again: the user generates as before.
  await switchMaintenance(panel, false);
  const again = await openSplitView(page);
  await expect(page.getByTestId('maintenance-banner')).toHaveCount(0);
  await generate(page, 'a bucket after maintenance');
  await expect(again.code).toContainText('scripted');
});
