// What the benchmark does in the browser: an account, the /app split view, one timed generation.
// Mirrors e2e/support (accounts.ts, workspace.ts), which are TypeScript and so not importable here.
// The functions given to evaluate() run in the page, hence its globals:
/* global window, MutationObserver */

import { request } from 'playwright-core';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Signs a new account up through the api (no SMTP_URL: no email verification) and in on /auth.
 * The sign-up uses its own request context: the session it opens must not be the page's, which
 * then signs in the way a person does (/auth would otherwise redirect straight to /app).
 */
export async function signUpAndIn(page, baseURL) {
  const account = {
    email: `bench.ws.${Date.now().toString(36)}@example.com`,
    password: 'a long benchmark passphrase',
    fullName: 'Bench Workspace',
    acceptTerms: true,
  };
  const api = await request.newContext({ baseURL });
  const response = await api.post('/api/auth/signup', { data: account });
  const failure = response.status() === 201 ? null : `sign-up answered ${response.status()}: ${await response.text()}`;
  await api.dispose();
  if (failure) throw new Error(failure);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app$/);
}

/** A fresh /app past the intro (Multi-Cloud/Terraform: the model answers HCL), as a user opens it. */
export async function openSplitView(page) {
  await page.goto('/app');
  const radio = page.getByRole('radio', { name: /^Multi-Cloud\/Terraform/ });
  await page.locator('label').filter({ has: radio }).click();
  await page.getByRole('button', { name: 'Start Building' }).click();
  const input = page.getByLabel('Describe the infrastructure you need');
  await input.waitFor();
  // Let the page finish loading and go idle, so the trace holds the generation only.
  await page.waitForLoadState('networkidle');
  await sleep(1000);
  return { input, code: page.getByRole('region', { name: 'Generated Code' }) };
}

/**
 * Watches the code panel from inside the page: User Timing marks (they land in the trace) and
 * times for the first code line shown and the Ready badge. A MutationObserver costs far less
 * main-thread time than polling from Playwright would during the stream.
 */
export async function watchCodePanel(code, firstCodeMarker) {
  await code.evaluate((region, marker) => {
    const bench = { send: null, firstCode: null, ready: null };
    window.__bench = bench;
    const observer = new MutationObserver(() => {
      if (bench.send === null) return;
      if (bench.firstCode === null && region.textContent.includes(marker)) {
        bench.firstCode = performance.now();
        performance.mark('bench:first-code');
      }
      if (region.querySelector('[role="status"]')?.textContent === 'Ready') {
        bench.ready = performance.now();
        performance.mark('bench:ready');
        observer.disconnect();
      }
    });
    observer.observe(region, { childList: true, subtree: true, characterData: true });
  }, firstCodeMarker);
}

/** Sends the prompt (typed beforehand, so typing is not measured) and marks the moment. */
export async function send(page, input) {
  await page.evaluate(() => {
    window.__bench.send = performance.now();
    performance.mark('bench:send');
  });
  await input.press('Enter');
}

export async function waitForReady(page, timeoutMs) {
  // Polled every half second: a negligible cost next to a frame-by-frame check.
  await page.waitForFunction(() => window.__bench.ready !== null, null, { polling: 500, timeout: timeoutMs });
  return page.evaluate(() => ({ ...window.__bench }));
}

/**
 * The text of the code panel's CodeMirror view: CodeMirror renders only the lines in view, so the
 * DOM's text is not the document. The view is found from its DOM as EditorView.findFromDOM does
 * (cmTile since @codemirror/view 6.39, cmView before); the Copy button's text is the fallback.
 */
export async function editorText(page, code) {
  const text = await code.evaluate((region) => {
    const content = region.querySelector('.cm-content');
    const tile = content?.cmTile;
    let root = tile;
    while (root?.parent) root = root.parent;
    const view = root?.view ?? content?.cmView?.view;
    return view ? view.state.doc.toString() : null;
  });
  if (text !== null) return { text, source: 'editor' };
  await code.getByRole('button', { name: /copy/i }).click();
  return { text: await page.evaluate(() => navigator.clipboard.readText()), source: 'clipboard' };
}
