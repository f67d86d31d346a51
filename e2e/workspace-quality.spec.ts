import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { useSignedInPage } from './support/accounts';
import { generate, openSplitView, workspace } from './support/workspace';

/** /app for everyone: keyboard only, no serious accessibility violation, and a 375 px screen. */
test.describe.configure({ mode: 'serial' });

const signedIn = useSignedInPage('Ada Keyboard');
let page: Page;
test.beforeAll(() => {
  page = signedIn.page;
});

/** Serious and critical axe-core findings, described well enough to fix. */
async function seriousViolations(p: Page) {
  const { violations } = await new AxeBuilder({ page: p }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Presses Tab (or Shift+Tab) until the focused element matches, like a person looking for a control. */
async function tabTo(p: Page, matches: (el: { tag: string; name: string }) => boolean, limit = 60, key = 'Tab') {
  for (let i = 0; i < limit; i += 1) {
    await p.keyboard.press(key);
    const el = await p.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return {
        tag: a?.tagName.toLowerCase() ?? '',
        name: (a?.getAttribute('aria-label') ?? a?.textContent ?? '').trim(),
      };
    });
    if (matches(el)) return;
  }
  throw new Error('the control was not reached with Tab');
}

test('the whole flow works from the keyboard alone', async () => {
  await page.goto('/app');
  // Tabbing starts once the intro is there: on a slow machine the page may still be checking the
  // session (a loading state with nothing to focus) for longer than the Tab presses take.
  await expect(page.getByRole('radio', { name: /^Multi-Cloud\/Terraform/ })).toBeVisible();
  await tabTo(page, (el) => el.tag === 'input' && el.name === '');
  // The tiles are one radio group: arrow keys choose.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^Multi-Cloud\/Terraform/ })).toBeChecked();
  await tabTo(page, (el) => el.name === 'Start Building');
  await page.keyboard.press('Enter');

  const w = workspace(page);
  await expect(w.platform).toHaveValue('terraform');
  await tabTo(page, (el) => el.tag === 'textarea');
  await page.keyboard.type('A bucket typed');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('on two lines');
  await expect(w.input).toHaveValue('A bucket typed\non two lines');
  await page.keyboard.press('Enter');
  // Focus moves with the send: the Stop button holds it while the input is disabled.
  await expect(w.stop).toBeFocused();
  await expect(w.send).toBeVisible({ timeout: 15_000 });
  await expect(w.input).toBeFocused();
  await expect(w.chat).toContainText('A bucket typed\non two lines');

  // Stop from the keyboard.
  await page.keyboard.type('[slow] stopped by keyboard');
  await page.keyboard.press('Enter');
  await expect(w.code).toContainText('slow line 00');
  await expect(w.stop).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(w.chat).toContainText('Generation stopped by user.');
  await expect(w.input).toBeFocused();

  // A template from the keyboard (the panel is above the input): Try folds the panel and focus
  // lands on its toggle.
  await tabTo(page, (el) => el.name === 'Try Network baseline', 30, 'Shift+Tab');
  await expect(page.getByRole('button', { name: 'Try Network baseline' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(w.templatesToggle).toBeFocused();
  await expect(w.templatesToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(w.send).toBeVisible({ timeout: 15_000 });

  // Copy from the keyboard.
  await tabTo(page, (el) => el.name === 'Copy', 80);
  await page.keyboard.press('Enter');
  await expect(w.code.getByRole('button', { name: 'Copied' })).toBeVisible();
});

test('axe-core finds no serious or critical violation on the intro and the split view', async () => {
  await page.goto('/app');
  await expect(page.getByRole('button', { name: 'Start Building' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const w = await openSplitView(page);
  expect(await seriousViolations(page)).toEqual([]);
  await generate(page, 'Something for axe to read');
  await expect(w.code.getByText('Ready', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('at 375 px the panels stack and nothing scrolls sideways', async () => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/app');
  // Let the session refresh finish before the next navigation (see openSplitView).
  await expect(page.getByRole('button', { name: 'Start Building' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const w = await openSplitView(page);
  await generate(page, 'Something on a phone');
  const input = (await w.input.boundingBox())!;
  const code = (await w.code.boundingBox())!;
  // Stacked: the code panel comes below the chat, both within the screen's width.
  expect(code.y).toBeGreaterThan(input.y + input.height - 1);
  for (const box of [input, code]) expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
});
