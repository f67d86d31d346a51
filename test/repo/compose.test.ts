import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(__dirname, '../..');

/** `docker compose config` when the v2 plugin exists, else the standalone `docker-compose`. */
function composeConfig(): { status: number | null; output: string } {
  const hasV2 = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0;
  if (hasV2) {
    const v2 = spawnSync('docker', ['compose', 'config', '-q'], { cwd: root, encoding: 'utf8' });
    return { status: v2.status, output: v2.stderr };
  }
  const v1 = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: root, encoding: 'utf8' });
  if (v1.error) throw new Error('Neither `docker compose` nor `docker-compose` is installed (apt-get install docker-compose).');
  return { status: v1.status, output: v1.stderr };
}

interface Service {
  command?: string[];
  ports?: string[];
  container_name?: string;
  healthcheck?: unknown;
  depends_on?: Record<string, { condition: string }>;
}

describe('docker-compose.yml', () => {
  const file = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };

  it('is accepted by docker compose config', () => {
    const result = composeConfig();
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  });

  it('runs postgres, redis (append-only), a one-shot migrate, the api and scalable workers', () => {
    expect(Object.keys(file.services).sort()).toEqual(['api', 'migrate', 'postgres', 'redis', 'worker']);
    expect(file.services.redis!.command).toEqual(expect.arrayContaining(['--appendonly', 'yes']));
    expect(file.services.migrate!.command).toEqual(['node', 'libs/database/dist/cli.js', 'up']);
    // `--scale worker=3` needs a worker without fixed ports or container name.
    expect(file.services.worker!.ports).toBeUndefined();
    expect(file.services.worker!.container_name).toBeUndefined();
  });

  it('starts in order on health checks, migrations before api and workers', () => {
    for (const name of ['postgres', 'redis', 'api']) expect(file.services[name]!.healthcheck).toBeDefined();
    for (const name of ['api', 'worker']) {
      expect(file.services[name]!.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
      });
    }
  });
});
