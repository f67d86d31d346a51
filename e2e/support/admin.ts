import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** The administrator scripts/test.mjs starts the product with (E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

/** A browser context of its own, signed in at /admin/login; its pages share the admin session (local storage). */
export async function signedInAdmin(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return { context, page };
}

/** The admin session's access token, for setting things straight through the api after a test. */
export function adminTokenOf(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('admin_access_token'));
}
