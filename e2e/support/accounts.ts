import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { SmtpCapture, verificationLink } from '../../test/support/smtp-server';
import { ownAddress } from './site';

/**
 * Accounts for browser tests, made the way a person makes one: sign up through the api, follow the
 * verification link the product really mailed (when it runs with SMTP_URL, as scripts/test.mjs
 * starts it), then sign in on /auth.
 */
interface Account {
  email: string;
  password: string;
  fullName: string;
}

/** Starts the SMTP capture the product mails to, when the run names its port (E2E_SMTP_PORT). */
async function startMailCapture(): Promise<SmtpCapture | null> {
  const port = Number(process.env.E2E_SMTP_PORT ?? 0);
  return port ? SmtpCapture.start(port) : null;
}

/** The password of every account these helpers make (a test signs in again with it, or fails to on purpose). */
export const E2E_PASSWORD = 'a long e2e workspace passphrase';

async function createAccount(request: APIRequestContext, smtp: SmtpCapture | null, fullName: string): Promise<Account> {
  const account = {
    email: `e2e.${fullName.split(' ')[0]!.toLowerCase()}.${Date.now().toString(36)}@example.com`,
    password: E2E_PASSWORD,
    fullName,
  };
  // From an address of its own: the product limits sign-ups per address and hour, and a whole run
  // of browser tests makes more accounts than one person would.
  const signUp = await request.post('/api/auth/signup', {
    data: { ...account, acceptTerms: true },
    headers: ownAddress(),
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  if ((await signUp.json()).emailVerificationRequired) {
    if (!smtp)
      throw new Error('The product asks for email verification: run with E2E_SMTP_PORT (scripts/test.mjs sets it)');
    const verified = await request.get(verificationLink(await smtp.waitFor(account.email)), { maxRedirects: 0 });
    expect(verified.headers().location).toBe('/?emailVerified=1');
  }
  return account;
}

/** Signs in on /auth; the product then opens /app. */
async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/**
 * One signed-in browser page for a whole spec file, made before its tests and closed after them
 * (refresh tokens rotate on use, so one context serves the file rather than cloned ones). Call at
 * the top of a serial describe or file; read `signedIn.page` inside the tests.
 */
export function useSignedInPage(fullName: string): { readonly page: Page; readonly email: string } {
  let smtp: SmtpCapture | null = null;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let email: string | undefined;
  test.beforeAll(async ({ browser, playwright }, testInfo) => {
    smtp = await startMailCapture();
    const baseURL = testInfo.project.use.baseURL;
    const request = await playwright.request.newContext({ baseURL });
    const account = await createAccount(request, smtp, fullName);
    email = account.email;
    await request.dispose();
    context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
    page = await context.newPage();
    await signIn(page, account);
  });
  test.afterAll(async () => {
    await context?.close();
    await smtp?.close();
  });
  return {
    get page() {
      if (!page) throw new Error('useSignedInPage: the page exists once beforeAll has run');
      return page;
    },
    /** The account's email, once beforeAll has run. */
    get email() {
      if (!email) throw new Error('useSignedInPage: the account exists once beforeAll has run');
      return email;
    },
  };
}
