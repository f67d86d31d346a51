import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { composeProblems } from '../support/compose-check';

const root = join(__dirname, '../..');
/** What an operator sets before `docker compose up`: the one setting compose insists on. */
const OPERATOR_ENV = { ...process.env, JWT_SECRET: 'a'.repeat(48) };

/**
 * `docker compose config` when the v2 plugin exists, else the standalone `docker-compose`, else
 * (on a machine with neither) our own check of what it would refuse, saying so in the output.
 */
function composeConfig(env: NodeJS.ProcessEnv = OPERATOR_ENV): { status: number | null; output: string } {
  const hasV2 = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0;
  if (hasV2) {
    const v2 = spawnSync('docker', ['compose', 'config', '-q'], { cwd: root, encoding: 'utf8', env });
    return { status: v2.status, output: v2.stderr };
  }
  const v1 = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], {
    cwd: root,
    encoding: 'utf8',
    env,
  });
  if (!v1.error) return { status: v1.status, output: v1.stderr };
  console.log(
    'docker compose is not installed (apt-get install docker-compose): docker-compose.yml was checked without it.',
  );
  const problems = composeProblems(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), env);
  return { status: problems.length ? 1 : 0, output: problems.join('\n') };
}

interface Service {
  command?: string[];
  ports?: string[];
  container_name?: string;
  healthcheck?: unknown;
  depends_on?: Record<string, { condition: string }>;
}

describe('docker-compose.yml', () => {
  const file = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, Service>;
  };

  it('is accepted by docker compose config', () => {
    const result = composeConfig();
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  });

  it('refuses to start without JWT_SECRET, saying how to make one', () => {
    const { JWT_SECRET: _unset, ...withoutSecret } = OPERATOR_ENV;
    const result = composeConfig(withoutSecret);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('set JWT_SECRET to 32 characters or more, e.g. openssl rand -base64 48');
  });

  it('gives every container the settings a deployment sets, from the shell or .env', () => {
    const documented = [
      'JWT_SECRET',
      'ENCRYPTION_KEY',
      'PUBLIC_URL',
      'OPENAI_API_KEY',
      'SMTP_URL',
      'ADMIN_EMAIL',
      'GITHUB_CLIENT_ID',
      'GITHUB_CLIENT_SECRET',
    ];
    for (const name of ['api', 'worker', 'migrate']) {
      const environment = (file.services[name] as { environment?: Record<string, string> }).environment ?? {};
      expect({ name, missing: documented.filter((key) => !(key in environment)) }).toEqual({ name, missing: [] });
    }
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

  it('is checked without docker compose too, and that check finds what docker compose refuses', () => {
    const text = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
    expect(composeProblems(text, OPERATOR_ENV)).toEqual([]);
    expect(
      composeProblems(text.replace('condition: service_completed_successfully', 'condition: when_done'), OPERATOR_ENV),
    ).toEqual(['api: unknown condition when_done']);
    expect(
      composeProblems(text.replace('image: postgres:16-alpine', 'imag: postgres:16-alpine'), OPERATOR_ENV),
    ).toEqual(['postgres: neither image nor build']);
    expect(composeProblems(text.replace('- redis-data:/data', '- cache-data:/data'), OPERATOR_ENV)).toEqual([
      'redis: volume cache-data is not declared',
    ]);
    expect(composeProblems(text.replace('${LOG_LEVEL:-info}', '${LOG LEVEL}'), OPERATOR_ENV)).toEqual([
      'a $ that is not a well-formed interpolation',
    ]);
    expect(composeProblems(text, {})).toEqual([
      'JWT_SECRET: set JWT_SECRET to 32 characters or more, e.g. openssl rand -base64 48',
    ]);
    expect(composeProblems('services: [unclosed', OPERATOR_ENV)).toEqual([expect.stringMatching(/^not valid YAML/)]);
  });
});
