import { AccountCopy, ProjectLimitCopy } from '@infragen/contracts';
import { expect, request, test, type Page } from './support/test';
import { useSignedInPage } from './support/accounts';
import { setOperatorSetting } from './support/operator-settings';
import { generate, openSplitView, workspace } from './support/workspace';

/**
 * The operator's project limit as a person meets it in /app: said before it bites (the count when
 * one is left), a new conversation at it refused with the catalogue's words and nothing removed,
 * and room made by the person's own choice on the profile page (archive). The limit is 2 here,
 * put back after the file.
 */
test.describe.configure({ mode: 'serial' });

const LIMIT = 2;
const signedIn = useSignedInPage('Pat Limit');
let page: Page;
let previous: unknown;
const withApi = async <T>(fn: (api: Awaited<ReturnType<typeof request.newContext>>) => Promise<T>) => {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await fn(api);
  } finally {
    await api.dispose();
  }
};

test.beforeAll(async () => {
  page = signedIn.page;
  previous = await withApi((api) => setOperatorSetting(api, 'max_projects_per_user', LIMIT));
});
test.afterAll(async () => {
  await withApi((api) => setOperatorSetting(api, 'max_projects_per_user', previous ?? 0));
});

const notice = () => page.getByTestId('project-limit-notice');

test('one project left: /app says how many of the limit before it bites', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSplitView(page);
  await generate(page, 'first project: a private bucket');
  await page.goto('/app');
  await expect(notice()).toContainText(ProjectLimitCopy.count(1, LIMIT));
  await expect(notice()).toContainText(ProjectLimitCopy.near(1, LIMIT));
  await expect(notice().getByRole('link', { name: ProjectLimitCopy.manage })).toBeVisible();
});

test('at the limit a new conversation is refused with the reason, and nothing is removed', async () => {
  const w = await openSplitView(page);
  await generate(page, 'second project: a queue');
  await expect(w.conversations.getByTestId('project-limit-notice')).toContainText(ProjectLimitCopy.reached(LIMIT));

  await w.conversations.getByRole('button', { name: 'New conversation' }).click();
  await w.input.fill('third project: one too many');
  await w.input.press('Enter');
  await expect(w.chat).toContainText(ProjectLimitCopy.reached(LIMIT));
  // Both earlier conversations are still listed, and a follow-up in one still works.
  const list = w.conversations.getByTestId('conversation-list');
  await expect(list.getByRole('button')).toHaveCount(2);
  await list.getByRole('button', { name: /first project/ }).click();
  await expect(w.chat).toContainText('first project: a private bucket');
  await generate(page, 'and make it versioned');
  await expect(w.chat).toContainText("Here's the TERRAFORM infrastructure code for your request:");
  await expect(list.getByRole('button')).toHaveCount(2);
});

test('archiving one on the profile page makes room; the archived one stays, readable and restorable', async () => {
  await page.goto('/profile');
  await expect(page.getByTestId('projects-kept')).toHaveText(AccountCopy.projects.kept(LIMIT, LIMIT));
  await expect(page.getByTestId('project-limit-notice')).toContainText(ProjectLimitCopy.reached(LIMIT));
  await page.getByRole('button', { name: `${AccountCopy.projects.archive}: first project: a private bucket` }).click();
  await expect(page.getByTestId('projects-kept')).toHaveText(AccountCopy.projects.kept(1, LIMIT));
  await expect(page.getByTestId('projects-archived')).toContainText('first project: a private bucket');

  // Readable from the profile: it opens in the workspace.
  await page.getByRole('link', { name: `${AccountCopy.projects.open}: first project: a private bucket` }).click();
  await expect(workspace(page).chat).toContainText('first project: a private bucket');

  const w = await openSplitView(page);
  await expect(page.getByTestId('project-limit-notice')).toContainText(ProjectLimitCopy.near(1, LIMIT));
  await generate(page, 'third project: now there is room');
  await expect(w.chat).toContainText("Here's the TERRAFORM infrastructure code for your request:");

  // At the limit again, restoring is refused with what to do; the archived project stays.
  await page.goto('/profile');
  await page.getByRole('button', { name: `${AccountCopy.projects.restore}: first project: a private bucket` }).click();
  await expect(page.getByText(ProjectLimitCopy.restoreRefused(LIMIT))).toBeVisible();
  await expect(page.getByTestId('projects-archived')).toContainText('first project: a private bucket');
});

test('on a 390 x 844 phone screen the limit notice reads whole and fits the width', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = async () => {
    const box = await notice().boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  };
  await page.goto('/app');
  await expect(notice()).toContainText(ProjectLimitCopy.reached(LIMIT));
  await fits();
  await openSplitView(page);
  await expect(notice()).toContainText(ProjectLimitCopy.reached(LIMIT));
  await fits();
  await page.goto('/profile');
  await expect(notice()).toContainText(ProjectLimitCopy.reached(LIMIT));
  await fits();
  await page.setViewportSize({ width: 1280, height: 800 });
});
