import { chromium, expect, test } from './support/test';
import config from './playwright.config';

/**
 * A self-hosted instance opened as http://<host>:<port> from another machine is not a secure
 * context for the browser (only localhost is): a Content-Security-Policy asking it to upgrade
 * requests to https would make it fetch the scripts over https, which the server does not speak,
 * and show a blank page. A host name mapped to this machine plays the other machine's view.
 */
test('over plain http under a host name that is not localhost, the page loads its scripts and renders', async () => {
  const base = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
  const launch = config.use?.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--host-resolver-rules=MAP infragen-lan.test 127.0.0.1'],
  });
  try {
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    const response = await page.goto(`http://infragen-lan.test:${base.port}/`);
    expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Infrastructure as Code, Generated Instantly');
    expect(failed).toEqual([]);
  } finally {
    await browser.close();
  }
});
