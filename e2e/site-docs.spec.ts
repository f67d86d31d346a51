import { expect, test } from './support/test';
import { ENV_DOCS } from '@infragen/contracts';
import { axeViolations } from './support/site';

/** The documentation: a search over its sections, deep links to every heading, and the tables it reads live. */
test('the search finds the section that answers, and its link opens that heading', async ({ page }) => {
  await page.goto('/docs');
  const search = page.getByRole('searchbox', { name: 'Search the documentation' });
  await search.fill('ollama');
  const results = page.getByTestId('docs-search-results');
  await expect(page.getByText(/sections? mentions? “ollama”/)).toBeVisible();
  await expect(results.getByRole('link').first()).toHaveText('The built-in generator and models › Connecting a model');
  await results.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/docs#connect-a-model$/);
  const heading = page.getByRole('heading', { name: 'Connecting a model', level: 3 });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();

  await search.fill('xyzzy-nothing');
  await expect(page.getByText('No section mentions “xyzzy-nothing”.')).toBeVisible();
  await search.fill('pull request');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/docs#github-push$/);
  expect(await axeViolations(page)).toEqual([]);
});

test('a deep link opens its heading, on /docs and on /documentation alike', async ({ page }) => {
  for (const path of ['/docs#docker-compose', '/documentation#scaling']) {
    await page.goto(path);
    const id = path.split('#')[1]!;
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  }
  // Every heading has the anchor that names it.
  await page.goto('/docs');
  await expect(page.getByRole('link', { name: 'Link to Self-hosting' })).toHaveAttribute('href', '#self-hosting');
});

test('the configuration table lists every variable the product reads, and the route list the live api', async ({
  page,
}) => {
  await page.goto('/docs#configuration');
  const table = page.getByTestId('environment-table');
  await expect(table.getByRole('rowheader')).toHaveText(Object.keys(ENV_DOCS));
  await page.goto('/docs#routes');
  const routes = page.getByTestId('http-routes');
  await expect(routes.getByRole('row', { name: /POST \/api\/generations\b/ }).first()).toBeVisible();
  await expect(routes.getByRole('row', { name: /POST \/api\/site\/contact/ })).toBeVisible();
  await expect(routes.getByRole('row', { name: /GET \/api\/admin\/site\/support-tickets/ })).toBeVisible();
});
