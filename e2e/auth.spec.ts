import { expect, test } from './support/test';
import { SmtpCapture, verificationLink } from '../test/support/smtp-server';
import { ownAddress } from './support/site';

/**
 * A person's whole account journey in Chromium: sign up, verify through the email the product
 * really sent (to an SMTP server this file runs on E2E_SMTP_PORT), sign in, reach /app, save the
 * profile, sign out.
 */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 0);
let smtp: SmtpCapture | null = null;

test.beforeAll(async () => {
  if (smtpPort) smtp = await SmtpCapture.start(smtpPort);
});

test.afterAll(async () => {
  await smtp?.close();
});

test('an anonymous visitor to /app or /profile lands on /auth', async ({ page }) => {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
});

test('signing up with an email that has an account reads exactly as a new sign-up; the email tells its owner', async ({
  page,
}) => {
  test.skip(!smtp, 'needs E2E_SMTP_PORT (scripts/test.mjs sets it and points the product at it)');
  const email = `e2e.taken.${Date.now().toString(36)}@example.com`;
  // An address of its own, so these two sign-ups do not count against the run's other tests.
  await page.setExtraHTTPHeaders(ownAddress());
  const signUp = async () => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign up' }).click();
    await page.getByLabel('Full name').fill('Hedy Lamarr');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a long e2e passphrase');
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Sign up successful')).toBeVisible();
    await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
    await expect(page.getByText('An account with this email already exists', { exact: false })).toHaveCount(0);
  };
  await signUp();
  await smtp!.waitFor(email);
  await signUp();
  await expect
    .poll(() => smtp!.messages.filter((m) => m.to.includes(email)).map((m) => /Subject: (.*)/.exec(m.raw)?.[1]?.trim()))
    .toEqual(['Verify your Infragen account', 'Someone tried to sign up with your Infragen email']);
});

test('sign up, verify the email, sign in, save the profile, sign out', async ({ page }) => {
  test.skip(!smtp, 'needs E2E_SMTP_PORT (scripts/test.mjs sets it and points the product at it)');
  const email = `e2e.${Date.now().toString(36)}@example.com`;
  const password = 'a long e2e passphrase';

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Full name').fill('Edith Clarke');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const submit = page.getByRole('button', { name: 'Sign up' });
  // The terms box gates the button.
  await expect(submit).toBeDisabled();
  await page.getByLabel(/I agree to the/).check();
  await submit.click();
  await expect(page.getByText('Sign up successful')).toBeVisible();
  await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();

  const mail = await smtp!.waitFor(email);
  await page.goto(verificationLink(mail));
  await expect(page).toHaveURL(/\/\?emailVerified=1$/);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();

  // A signed-in visitor to /auth goes on to /app; a reload keeps the session (refresh cookie).
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/app$/);

  const menu = page.getByTestId('user-menu');
  await expect(menu).toHaveText('Edith Clarke');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Name *')).toHaveValue('Edith Clarke');
  await page.getByLabel('Role *').selectOption('SRE');
  await page.getByLabel('LinkedIn Profile').fill('not a url');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Must be a valid URL')).toBeVisible();
  await page.getByLabel('LinkedIn Profile').fill('https://www.linkedin.com/in/edith');
  await page.getByLabel('Organization').fill('GE');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile saved successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Organization')).toHaveValue('GE');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been signed out successfully.')).toBeVisible();
  await page.goto('/app');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a wrong password shows the sign-in failure toast', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
