import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './admin';

/** Every axe-core violation on the page (any impact), described well enough to fix. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let addresses = 0;
/**
 * A client address of its own, sent as X-Forwarded-For (the product trusts its loopback proxy):
 * the forms' limits per address then hold each test apart from the others of the run.
 */
export function ownAddress(): Record<string, string> {
  addresses += 1;
  return { 'x-forwarded-for': `10.${(process.pid % 200) + 20}.${addresses}.${Math.floor(Math.random() * 250) + 1}` };
}

/** An administrator's access token, from the api's admin sign-in. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/auth/login', { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).session.access_token as string;
}

/** One of the administrators' lists of what the site's forms stored, read through the api. */
export async function adminList<T>(
  request: APIRequestContext,
  list: 'contact-messages' | 'support-tickets' | 'newsletter-subscriptions',
): Promise<T[]> {
  const token = await adminToken(request);
  const answer = await request.get(`/api/admin/site/${list}?limit=200`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).items as T[];
}
