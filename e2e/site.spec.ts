import { expect, test } from './support/test';
import { axeViolations } from './support/site';

/**
 * The public site as a visitor meets it: every page has its own content, title and description and
 * passes axe-core; the header and the footer lead where the spec says; an unknown address is a
 * real 404; a phone screen (375 px) shows everything without sideways scrolling.
 */
const PAGES: [path: string, heading: string][] = [
  ['/', 'Infrastructure as Code, Generated Instantly'],
  ['/product', 'Product'],
  ['/features', 'Features'],
  ['/pricing', 'Pricing'],
  ['/resources', 'Resources'],
  ['/enterprise', 'Enterprise'],
  ['/about', 'About'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact'],
  ['/blog', 'Blog'],
  ['/community', 'Community'],
  ['/support', 'Support'],
  ['/docs', 'Documentation'],
  ['/documentation', 'Documentation'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/cookies', 'Cookie Policy'],
  // The sign-in page's heading is the product's name (its tabs say Sign in and Sign up).
  ['/auth', 'Infragen'],
];

for (const [path, heading] of PAGES) {
  test(`${path}: its own page, title and description, clean under axe`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    await expect(page).toHaveTitle(path === '/' ? /^Infragen: / : / \| Infragen$/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(30);
    // Let the page's data (status, health) settle before axe reads it.
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the pages say different things: titles and descriptions are their own', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const path of ['/', '/pricing', '/docs', '/support', '/blog']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const meta = `${await page.title()} / ${await page.locator('meta[name="description"]').getAttribute('content')}`;
    expect([...seen.values()]).not.toContain(meta);
    seen.set(path, meta);
  }
});

test('the header leads home, to the product, pricing and resources, and Get Started to /auth', async ({ page }) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  for (const [name, path, heading] of [
    ['Product', '/product', 'Product'],
    ['Pricing', '/pricing', 'Pricing'],
    ['Resources', '/resources', 'Resources'],
    ['Home', '/', 'Infrastructure as Code, Generated Instantly'],
  ]) {
    await header.getByRole('navigation').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    // The document's title follows the page without a reload.
    await expect(page).toHaveTitle(path === '/' ? /^Infragen: / : new RegExp(`^${heading} \\| Infragen$`));
  }
  await header.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the footer has its twelve links and three social links that open elsewhere', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const links: [string, string][] = [
    ['About', '/about'],
    ['Careers', '/careers'],
    ['Contact', '/contact'],
    ['Features', '/features'],
    ['Pricing', '/pricing'],
    ['Documentation', '/docs'],
    ['Blog', '/blog'],
    ['Community', '/community'],
    ['Support', '/support'],
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['Cookies', '/cookies'],
  ];
  const nav = footer.getByRole('navigation', { name: 'Footer' });
  await expect(nav.getByRole('link')).toHaveCount(links.length);
  for (const [name, path] of links)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  for (const [name, href] of [
    ['GitHub', 'https://github.com'],
    ['X', 'https://x.com'],
    ['LinkedIn', 'https://www.linkedin.com'],
  ]) {
    const link = footer.getByRole('link', { name: `${name} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noreferrer');
  }
  // Each footer link really opens its page.
  await nav.getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(3);
});

test('the landing: a chosen tile leads to its platform in the docs, Learn More to the docs, Get Started to sign-up', async ({
  page,
}) => {
  await page.goto('/');
  const gcp = page.getByRole('radio', { name: /^Google Cloud/ });
  await page.locator('label').filter({ has: gcp }).click();
  await expect(gcp).toBeChecked();
  await page.getByRole('link', { name: 'Google Cloud in the documentation', exact: true }).click();
  await expect(page).toHaveURL(/\/docs#platform-gcp$/);
  await expect(page.getByRole('heading', { name: 'Google Cloud', level: 3 })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Google Cloud', level: 3 })).toBeFocused();
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Learn More/ })
    .click();
  await expect(page).toHaveURL(/\/docs$/);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown address answers HTTP 404 with the not-found page, and the browser logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const answer = await page.goto('/no/such/page?x=1');
  expect(answer?.status()).toBe(404);
  expect(answer?.headers()['content-type']).toMatch(/text\/html/);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Infragen');
  expect(logged.some((line) => line.includes('/no/such/page'))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // A known page in another case or with a final slash is found, as the router finds it.
  expect((await page.goto('/Pricing/'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
});

test('pricing shows the three plans, the trial and the guarantee', async ({ page }) => {
  await page.goto('/pricing');
  for (const [plan, price] of [
    ['Starter', '$0'],
    ['Professional', '$29'],
    ['Enterprise', 'Custom'],
  ]) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
    await expect(card).toContainText(price);
  }
  // What the plans sell is what the product does: model generations spend credits, the built-in
  // generator none, and no plan promises a number of projects (decision 032).
  await expect(page.getByText('50 AI generations per month')).toBeVisible();
  await expect(page.getByText('500 AI generations per month')).toBeVisible();
  await expect(page.getByText('The built-in generator uses no credits')).toHaveCount(2);
  await expect(page.getByText('No monthly limit on AI generations')).toBeVisible();
  await expect(page.getByText(/unlimited|\b\d+ projects\b/i)).toHaveCount(0);
  await expect(page.getByText(/14-day free trial, no credit card required/)).toBeVisible();
  await expect(page.getByText(/30-day money-back guarantee/)).toBeVisible();
});

test('terms and privacy lead back to sign-in', async ({ page }) => {
  for (const path of ['/terms', '/privacy']) {
    await page.goto(path);
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  }
});

test('the blog: category chips filter the posts', async ({ page }) => {
  await page.goto('/blog');
  const posts = page.getByTestId('blog-posts').getByRole('article');
  await expect(posts).toHaveCount(6);
  await page.getByRole('button', { name: 'Engineering' }).click();
  await expect(page.getByRole('button', { name: 'Engineering' })).toHaveAttribute('aria-pressed', 'true');
  await expect(posts).toHaveCount(2);
  for (const text of await posts.allInnerTexts()) expect(text).toMatch(/^ENGINEERING/i);
  await page.getByRole('button', { name: 'All' }).click();
  await expect(posts).toHaveCount(6);
});

test('support shows the hours and the live status of the service', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByTestId('support-hours')).toHaveText(
    ['Mon-Fri 9-6 PST', 'Sat 10-4 PST', 'Sunday closed'].join(''),
  );
  const status = page.getByTestId('service-status');
  await expect(status.getByRole('listitem')).toHaveText([
    /Website and API\s*Operational/,
    /Database\s*Operational/,
    /Queues and realtime\s*Operational/,
  ]);
  await expect(page.getByText(/^Checked at /)).toBeVisible();
  const answer = page.getByText(/^The workspace is for signed-in users/);
  await expect(answer).toBeHidden();
  await page.getByText('Do I need an account to generate code?').click();
  await expect(answer).toBeVisible();
});

test.describe('on a 375 px phone screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ['/', '/pricing', '/docs', '/support', '/contact', '/blog', '/no/such/page']) {
    test(`${path} fits the width`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the header folds its links into a menu that works', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#site-menu').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('#site-menu')).toHaveCount(0);
    // The pricing page is a chunk of its own: axe reads it once it has rendered.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

// One test per page: seventeen pages loaded twice each do not fit one test's budget on a busy
// machine, and a failure then names the page.
for (const [path, heading] of PAGES.filter(([path]) => path !== '/auth')) {
  test(`${path} arrives rendered (its content shows without any script) and the app takes it over without an error`, async ({
    browser,
    page,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
    });
    await bare.goto(path);
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText(heading);
    await noScript.close();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    // A visitor who never signed in is not asked about a session (no 401 in the console), and a
    // hydration mismatch would be logged as an error.
    expect(problems).toEqual([]);
  });
}

test('a public page, once hydrated, answers clicks: the router follows a link without loading a document', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as Window & { marker?: boolean }).marker = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Product' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product');
  expect(await page.evaluate(() => (window as Window & { marker?: boolean }).marker)).toBe(true);
});
