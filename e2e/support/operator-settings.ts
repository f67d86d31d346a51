import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './admin';

/** An administrator's access token through the api (no browser page needed). */
async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/auth/login', { data: E2E_ADMIN });
  if (login.status() !== 200) throw new Error(`admin login answered ${login.status()}: ${await login.text()}`);
  return ((await login.json()) as { session: { access_token: string } }).session.access_token;
}

/** Sets one of the operator's settings as System Configuration does; returns the value it had. */
export async function setOperatorSetting(request: APIRequestContext, key: string, value: unknown): Promise<unknown> {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const before = (await (await request.get('/api/admin/config', { headers })).json()) as {
    config_key: string;
    config_value: unknown;
  }[];
  const answer = await request.put(`/api/admin/config/${key}`, { headers, data: { value } });
  if (answer.status() !== 200) throw new Error(`setting ${key} answered ${answer.status()}: ${await answer.text()}`);
  return before.find((s) => s.config_key === key)?.config_value;
}
