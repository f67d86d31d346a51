import { expect, test } from './support/test';

test('the home page renders with the landing copy and live backend status', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Infrastructure as Code, Generated Instantly');
  await expect(page.getByText('No signup required • Generate code free, within an hourly limit')).toBeVisible();
  // The platform tiles are the try-it's choices, with its request box.
  for (const name of ['AWS', 'Azure', 'Google Cloud', 'Multi-Cloud/Terraform']) {
    await expect(page.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeAttached();
  }
  await expect(page.getByLabel('Describe the infrastructure you need')).toBeVisible();
  // The footer's status comes from GET /api/health through the store's RTK Query slice.
  await expect(page.getByTestId('health-status')).toHaveText('All systems operational');
  expect(errors).toEqual([]);
});

test('Get Started leads to /auth', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown path shows the not-found page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/definitely/not/here');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(logged.some((line) => line.includes('/definitely/not/here'))).toBe(true);
});
