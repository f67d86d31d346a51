import { expect, test, type Page, type Route } from '@playwright/test';
import { waitForApp } from './support/test';

/**
 * A public page arrives rendered and can be read, scrolled and clicked before the app takes it over
 * (a slow network or a busy machine makes that window long). Taking over must not move the page
 * under the visitor: a click aimed at a link while the app loads lands on that link. Playwright's
 * own test (not ./support/test, whose goto waits for the app) so the page can be met before then.
 */

/** Holds the script files `pattern` matches until the returned function is called. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the app's entry script: until released, the page is its build-time markup. */
const holdTheApp = (page: Page) => hold(page, /\/assets\/index-[^/]*\.js$/);

test('a visitor scrolled down to the footer before the app loaded: the app keeps the page where it is, and the aimed click opens the link', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  // Module scripts hold DOMContentLoaded: the page is there once committed.
  await page.goto('/about', { waitUntil: 'commit' });
  const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true });
  await careers.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const aimed = (await careers.boundingBox())!;
  expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();

  release();
  await waitForApp(page);
  // The router's first render (ScrollRestoration) used to scroll to the top as the app took over.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // Where the visitor aimed is still the link.
  await page.mouse.click(aimed.x + aimed.width / 2, aimed.y + aimed.height / 2);
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
});

test('the landing: its try-it view, loaded on its own, arrives without moving the footer under the pointer', async ({
  page,
}) => {
  // The try-it's chunk (the workspace's) comes late, as on a slow network.
  const release = await hold(page, /\/assets\/workspace-page-[^/]*\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true });
  await careers.scrollIntoViewIfNeeded();
  const aimed = (await careers.boundingBox())!;
  release();
  await waitForApp(page);
  // The try-it is there and usable (it once replaced a spinner of another height here).
  await expect(page.getByRole('radio', { name: /^Google Cloud/ })).toBeEnabled();
  await expect(page.getByRole('textbox').first()).toBeEditable();
  expect(await careers.boundingBox()).toEqual(aimed);
  await page.mouse.click(aimed.x + aimed.width / 2, aimed.y + aimed.height / 2);
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
});

test('an in-app navigation still starts the new page at its top, and a reload returns to where the visitor was', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForApp(page);
  const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true });
  await careers.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await page.reload();
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});
