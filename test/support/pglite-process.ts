import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface PgliteProcess {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const SCRIPT = join(__dirname, 'pglite-server.mjs');

/** Starts test/support/pglite-server.mjs and resolves once it listens. */
export function startPgliteProcess(
  options: { port?: number; dataDir?: string; load?: string } = {},
): Promise<PgliteProcess> {
  const args = [SCRIPT];
  if (options.port) args.push('--port', String(options.port));
  if (options.dataDir) args.push('--data-dir', options.dataDir);
  if (options.load) args.push('--load', options.load);
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`pglite-server exited with ${code}`)));
    child.stdout!.on('data', (data: Buffer) => {
      out += data.toString();
      const line = out.split('\n')[0];
      if (!out.includes('\n') || !line) return;
      const { port } = JSON.parse(line) as { port: number };
      child.removeAllListeners('exit');
      resolve({
        port,
        url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
