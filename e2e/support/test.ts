import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits until the app has taken over the page. A public page arrives rendered at build time, so it
 * looks ready (headings, buttons) before its script has run; a click then would do nothing. The
 * app marks <html data-app-ready> once it has hydrated or rendered its first page.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('root')?.hasAttribute('data-prerendered') ||
      document.documentElement.dataset.appReady === 'true',
  );
}

/** Playwright's test, whose `page` waits for the app after every goto and reload. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const answer = await goto(...args);
      await waitForApp(page);
      return answer;
    };
    page.reload = async (...args) => {
      const answer = await reload(...args);
      await waitForApp(page);
      return answer;
    };
    await use(page);
  },
});
