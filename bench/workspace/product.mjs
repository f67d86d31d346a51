// Starts the built product the way scripts/test.mjs's e2e() does: `node scripts/start.mjs` on a
// free port, a throwaway DATA_DIR, its own Redis key prefix, warnings only in the log.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForHealth } from '../../scripts/lib/local-server.mjs';

/** Resolves to { baseURL, stop } once /api/health answers; throws if the product exits first. */
export async function startProduct(root, modelUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'infragen-bench-ws-'));
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    // No SMTP_URL: sign-up needs no email verification (the product says so in its log), which is
    // all a benchmark needs of accounts.
    env: {
      ...process.env,
      OPENAI_BASE_URL: modelUrl,
      OPENAI_API_KEY: 'bench-scripted-model-key',
      OPENAI_MODEL: 'bench-scripted',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REDIS_KEY_PREFIX: `infragen-bench-ws-${process.pid}-${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  if (!(await waitForHealth(baseURL, child))) {
    await stop();
    throw new Error('the product did not start (see its log above)');
  }
  return { baseURL, stop };
}
