import { expect, type Page } from '@playwright/test';

/** What the scripted model server (e2e/support/model-server.mjs) received, newest last. */
export interface ModelRequest {
  messages: { role: string; content: string }[];
  aborted: boolean;
  finished: boolean;
}

async function modelRequests(): Promise<ModelRequest[]> {
  const origin = process.env.E2E_MODEL_URL;
  if (!origin)
    throw new Error('E2E_MODEL_URL is not set (scripts/test.mjs starts the scripted model server and sets it)');
  return (await fetch(`${origin}/requests`)).json() as Promise<ModelRequest[]>;
}

/** The request whose last user message contains `marker`. */
export async function modelRequestFor(marker: string): Promise<ModelRequest | undefined> {
  return (await modelRequests()).findLast((r) => r.messages.at(-1)?.content.includes(marker));
}

/** The parts of /app the tests talk to, found the way a user (or a screen reader) finds them. */
export function workspace(page: Page) {
  return {
    input: page.getByLabel('Describe the infrastructure you need'),
    send: page.getByRole('button', { name: 'Send' }),
    stop: page.getByRole('button', { name: 'Stop generating' }),
    chat: page.getByRole('log', { name: 'Chat' }),
    status: page.getByTestId('generation-status'),
    code: page.getByRole('region', { name: 'Generated Code' }),
    templatesToggle: page.getByRole('button', { name: /^Templates/ }),
    platform: page.getByLabel('Platform', { exact: true }),
    format: page.getByLabel('Format', { exact: true }),
    conversations: page.getByRole('navigation', { name: 'Your conversations' }),
  };
}

/** The intro's platform tile named `name` (its radio button), and clicking the tile itself. */
export function tile(page: Page, name: string) {
  const radio = page.getByRole('radio', { name: new RegExp(`^${name}`) });
  return { radio, choose: () => page.locator('label').filter({ has: radio }).click() };
}

/** Opens /app and goes past the intro with the platform `name` chosen on its tiles. */
export async function openSplitView(page: Page, name = 'Multi-Cloud/Terraform'): Promise<ReturnType<typeof workspace>> {
  await page.goto('/app');
  await tile(page, name).choose();
  await page.getByRole('button', { name: 'Start Building' }).click();
  const w = workspace(page);
  await expect(w.input).toBeVisible();
  return w;
}

/** Sends `prompt` with Enter and waits until its generation has finished. */
export async function generate(page: Page, prompt: string): Promise<void> {
  const w = workspace(page);
  await w.input.fill(prompt);
  await w.input.press('Enter');
  await expect(w.stop).toBeVisible();
  await expect(w.send).toBeVisible({ timeout: 20_000 });
}
