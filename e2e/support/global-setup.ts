import { request, type FullConfig } from '@playwright/test';
import { E2E_ADMIN } from './admin';
import { setOperatorSetting } from './operator-settings';

/**
 * Before every spec: no limit on projects. The specs that open many conversations with one account
 * (the workspace's) test their own features, not the limit, which now refuses new conversations
 * beyond it rather than removing old ones; project-limit.spec.ts sets a limit of its own and puts
 * this one back.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  if (!E2E_ADMIN.email) return;
  const context = await request.newContext({ baseURL: config.projects[0]?.use.baseURL });
  try {
    await setOperatorSetting(context, 'max_projects_per_user', 0);
  } finally {
    await context.dispose();
  }
}
