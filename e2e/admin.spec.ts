import { expect, test } from './support/test';
import { SmtpCapture, verificationLink } from '../test/support/smtp-server';
import { signedInAdmin } from './support/admin';

/** The administrators' sign-in and shell; users and visitors are turned away from /admin. */
const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 0);
let smtp: SmtpCapture | null = null;

test.beforeAll(async () => {
  if (smtpPort) smtp = await SmtpCapture.start(smtpPort);
});

test.afterAll(async () => {
  await smtp?.close();
});

test('a visitor to /admin is sent to /admin/login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('a signed-in user is turned away from /admin and refused at the admin login', async ({ page, request }) => {
  const email = `e2e.user.${Date.now().toString(36)}@example.com`;
  const password = 'another e2e passphrase';
  const signUp = await request.post('/api/auth/signup', {
    data: { fullName: 'Plain User', email, password, acceptTerms: true },
  });
  expect(signUp.status()).toBe(201);
  if ((await signUp.json()).emailVerificationRequired) {
    test.skip(!smtp, 'needs E2E_SMTP_PORT to verify the account');
    const verified = await request.get(verificationLink(await smtp!.waitFor(email)), { maxRedirects: 0 });
    expect(verified.headers().location).toBe('/?emailVerified=1');
  }
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Authentication failed');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an administrator signs in at /admin/login and sees the shell; sign-out returns to the login', async ({
  page,
}) => {
  test.skip(!admin.email, 'needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (scripts/test.mjs sets them)');
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const sidebar = page.getByRole('complementary');
  for (const name of [
    'Dashboard',
    'User Management',
    'Subscription Management',
    'System Alerts',
    'Promo Codes',
    'OpenAI Integration',
    'System Configuration',
    'Back to Dashboard',
  ]) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('admin-identity')).toContainText(admin.email);
  await expect(page.getByTestId('admin-identity')).toContainText('admin');
  expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).toBeTruthy();

  // A reload keeps the admin session (the stored token is verified).
  await page.reload();
  await expect(page.getByTestId('admin-identity')).toContainText(admin.email);
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).toBeNull();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a page loaded while the sign-out is still on its way to the server stays signed out', async ({
  browser,
  baseURL,
}) => {
  test.skip(!admin.email, 'needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (scripts/test.mjs sets them)');
  // The sign-out tells the server after the page has let the admin out; a page loaded before the
  // server answered once found the session hint cookie still set and restored the session from the
  // refresh cookie (the test above failed that way on a busy machine). Held here until the next
  // page has loaded, so that order happens every time.
  const { context, page } = await signedInAdmin(browser, baseURL);
  let release: () => Promise<void> = async () => undefined;
  const held = new Promise<void>((resolve) => {
    void page.route('**/api/admin/auth/signout', (route) => {
      release = () => route.continue().catch(() => undefined);
      resolve();
    });
  });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await held;
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await release();
  await context.close();
});
