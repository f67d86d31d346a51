import { expect, test, type Locator, type Page } from './support/test';
import { E2E_PASSWORD, useSignedInPage } from './support/accounts';
import { adminTokenOf, E2E_ADMIN, signedInAdmin } from './support/admin';
import { generate, openSplitView } from './support/workspace';

/**
 * The workspace as a person sees it at a laptop's 1280 x 800 and a phone's 390 x 844: nothing cut
 * off or overflowing, the code panel opening where the answer starts, the request box stopping a
 * prompt over the limit before it is sent, toasts that end with their cause, honest refusals, and
 * the small things around it (the callback's landing page, the favicon, a quiet /admin).
 */
test.describe.configure({ mode: 'serial' });

const signedIn = useSignedInPage('Lena Layout');
let page: Page;
test.beforeAll(() => {
  page = signedIn.page;
});

const VIEWPORTS = [
  { name: '1280 x 800', width: 1280, height: 800 },
  { name: '390 x 844', width: 390, height: 844 },
] as const;

/** What is cut off or sticks out: the page scrolling sideways, a button whose text overflows it. */
async function overflowIn(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth) problems.push(`the page scrolls sideways (${doc.scrollWidth} px)`);
    for (const el of root.querySelectorAll<HTMLElement>('button, select, h1, h2')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      if (el.tagName !== 'SELECT' && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
        problems.push(`${name}: its content overflows it`);
      if (box.left < 0 || box.right > window.innerWidth) problems.push(`${name}: outside the window`);
    }
    return problems;
  });
}

/** Options of the selects whose text is wider than the room the closed select gives it. */
async function cutOffOptions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Chromium draws the menu arrow in the select's right padding plus about this much of its content.
    const ARROW_PX = 20;
    const context = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const select of document.querySelectorAll('select')) {
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW_PX;
      for (const option of select.options) {
        const width = context.measureText(option.text).width;
        if (width > room) cut.push(`"${option.text}" needs ${Math.ceil(width)} px, has ${Math.floor(room)}`);
      }
    }
    return cut;
  });
}

/** The card (bordered box) a region sits in. */
const cardOf = (region: Locator) => region.locator('xpath=..');

/** Whether `inner` lies wholly inside `outer` on screen. */
async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b, 'both are on screen').toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x);
  expect(a!.y).toBeGreaterThanOrEqual(b!.y);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
  expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y + b!.height + 0.5);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name}`, () => {
    test.beforeEach(async () => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test('the split view fits: New conversation inside its card, no select cut off, nothing overflowing', async () => {
      const w = await openSplitView(page);
      const newConversation = w.conversations.getByRole('button', { name: 'New conversation' });
      await expectInside(newConversation, cardOf(w.conversations));
      for (const platform of ['aws', 'azure', 'gcp', 'terraform', 'kubernetes']) {
        await w.platform.selectOption(platform);
        expect(await cutOffOptions(page), `selects with ${platform} chosen`).toEqual([]);
      }
      expect(await overflowIn(page.locator('main'))).toEqual([]);
    });

    test('a one-file answer shows its top once complete', async () => {
      const w = await openSplitView(page);
      await generate(page, 'A bucket whose answer is read from the top');
      await expect(w.code.getByText('Ready', { exact: true })).toBeVisible();
      const scroller = w.code.locator('.cm-scroller');
      // The answer is longer than the view: it could have stayed scrolled to its end.
      expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      // At the top (the editor's own few pixels of padding aside), not at the end.
      await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeLessThanOrEqual(8);
      // On a phone the panel is below the chat: brought into the window, it shows the first lines.
      await scroller.scrollIntoViewIfNeeded();
      await expect(w.code.getByRole('textbox').getByText('scripted line 001')).toBeInViewport();
    });

    test('a prompt over the limit is counted and stopped before sending; the box keeps its height', async () => {
      const w = await openSplitView(page);
      // The page as it is once everything has loaded (the conversation list too), with a short request.
      await w.input.fill('a short request');
      await page.waitForLoadState('networkidle');
      const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);
      const boxBefore = (await w.input.boundingBox())!.height;
      const counter = page.getByTestId('prompt-counter');

      await w.input.fill('a'.repeat(7_000));
      await expect(counter).toHaveCount(0);
      await w.input.fill('a'.repeat(7_990));
      await expect(counter).toHaveText('7,990 / 8,000 characters');
      await expect(w.send).toBeEnabled();

      await w.input.fill(`${'word '.repeat(1_600)}over`);
      await expect(counter).toContainText('8,004 / 8,000 characters');
      await expect(counter.getByRole('alert')).toHaveText('Prompt must be at most 8000 characters');
      await expect(w.send).toBeDisabled();
      await w.input.press('Enter');
      await expect(w.chat).toHaveCount(0);
      await expect(w.input).toHaveAttribute('aria-invalid', 'true');

      // The long text scrolls inside the box: the box grows at most to its cap, and the page grows by
      // that and the counter's lines only (8,000 characters in a box that grew with them would add
      // thousands). Whether the box's own growth shows in the page depends on the room the page had
      // below its content when measured (none on a phone once the conversation list has loaded);
      // on a phone the counter and its alert wrap to up to four lines.
      const boxAfter = (await w.input.boundingBox())!.height;
      expect(boxAfter).toBeLessThanOrEqual(Math.max(boxBefore, 240) + 1);
      expect(await w.input.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      const heightAfter = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(heightAfter - heightBefore).toBeLessThan(boxAfter - boxBefore + 200);
      expect(await overflowIn(page.locator('main'))).toEqual([]);
      await w.input.fill('');
    });
  });
}

test('a multi-file answer opens on its main file, and Copy all files copies every file under its name', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const w = await openSplitView(page);
  // The scripted model answers versions.tf first, then main.tf.
  await generate(page, '[fixable] a random pet name, opened on its main file');
  await expect(w.code.getByText('Ready', { exact: true })).toBeVisible();
  await expect(w.code.getByRole('tab', { name: 'main.tf' })).toHaveAttribute('aria-selected', 'true');
  await expect(w.code.getByRole('tab', { name: 'versions.tf' })).toHaveAttribute('aria-selected', 'false');

  const copyAll = w.code.getByRole('button', { name: 'Copy all files' });
  await expectInside(copyAll, w.code);
  await copyAll.click();
  await expect(w.code.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // Each file once under its name (the model's answer already opens each file with it).
  expect(copied).toMatch(/^# versions\.tf\nterraform \{/);
  expect(copied).toContain('}\n\n# main.tf\nresource "random_pet" "server"');
  expect(copied.match(/# main\.tf/g)).toHaveLength(1);
  // Copy itself copies the open tab only.
  await w.code.getByRole('button', { name: 'Copy', exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# main\.tf\nresource "random_pet"/);
});

test('GitHub callback errors land on the home page, as the product rules say', async () => {
  await page.goto('/auth/github/callback?error=access_denied&error_description=The%20user%20denied%20access.');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'GitHub Connection Failed' })).toBeVisible();
});

test('/favicon.ico is a real icon, and the pages name it', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  // An ICO file starts with reserved 0, type 1.
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  await page.goto('/');
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
});

test('a success after a failure replaces its toast, and toasts go away', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitor = await context.newPage();
  const toasts = visitor.locator('[data-sonner-toast]');
  try {
    await visitor.goto('/auth');
    await visitor.getByLabel('Email').fill(signedIn.email);
    await visitor.getByLabel('Password').fill('not the password of this account');
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await expect(toasts.filter({ hasText: 'Sign in failed' })).toBeVisible();

    await visitor.getByLabel('Password').fill(E2E_PASSWORD);
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await expect(visitor).toHaveURL(/\/app$/);
    await expect(toasts.filter({ hasText: 'Welcome back!' })).toBeVisible();
    await expect(toasts.filter({ hasText: 'Sign in failed' })).toHaveCount(0);
    await expect(toasts).toHaveCount(1);
    // It expires (TOAST_DURATION_MS in apps/web/src/lib/toast.ts).
    await expect(toasts).toHaveCount(0, { timeout: 15_000 });
  } finally {
    await context.close();
  }
});

test('a signed-out visit to /admin logs no failed request in the console', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitor = await context.newPage();
  const failures: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  visitor.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  try {
    for (const path of ['/admin', '/admin/users', '/admin/config']) {
      await visitor.goto(path);
      await expect(visitor.getByLabel('Email')).toBeVisible();
    }
    expect(failures).toEqual([]);
  } finally {
    await context.close();
  }
});

test.describe('during maintenance', () => {
  test.skip(!E2E_ADMIN.email, 'needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (scripts/test.mjs sets them)');
  const message = 'System is under maintenance. Please check back later.';

  test("a request is answered with the operator's message alone, and the header says nothing of GitHub", async ({
    browser,
    playwright,
  }, testInfo) => {
    const admin = await signedInAdmin(browser, testInfo.project.use.baseURL);
    const api = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${await adminTokenOf(admin.page)}` },
    });
    const maintenance = (value: boolean) => api.put('/api/admin/config/maintenance_mode', { data: { value } });
    try {
      expect((await api.put('/api/admin/config/maintenance_message', { data: { value: message } })).status()).toBe(200);
      expect((await maintenance(true)).status()).toBe(200);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const w = await openSplitView(page);
        await expect(page.getByTestId('maintenance-banner')).toHaveText(message);
        await w.input.fill(`a bucket during maintenance at ${viewport.name}`);
        await w.input.press('Enter');
        const notice = w.chat.getByTestId('chat-assistant').last();
        await expect(notice).toHaveText(`Assistant: ${message}`);
        // The header's actions: Settings, and nothing about GitHub or the maintenance.
        const header = page.getByRole('main').locator('h1').locator('xpath=..');
        await expect(header.getByRole('button', { name: 'Settings' })).toBeVisible();
        await expect(header).not.toContainText('GitHub');
        await expect(header).not.toContainText('maintenance');
      }
    } finally {
      await maintenance(false);
      await api.dispose();
      await admin.context.close();
    }
  });
});
