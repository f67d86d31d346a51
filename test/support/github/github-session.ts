import type { GeneratedFile, GenerationJobData, GithubConnectionView, GithubPushView } from '@infragen/contracts';
import type { GenerationRun, GenerationSource } from '../../../apps/worker/src/generation';
import { call } from '../../integration/auth-helpers';
import { waitFor } from '../free-port';
import type { GithubEmulator } from './github-emulator';

/**
 * Steps of the GitHub tests, done as a browser does them: connecting through the emulator's
 * authorize page, getting a generation completed, waiting for a push to end.
 */

/**
 * A model for these tests: the answer is `[files:N]` files of Terraform (`file-001.tf`, ...) when
 * the prompt says so, else two files (`main.tf`, `variables.tf`). Each file's content names it.
 */
export class FilesSource implements GenerationSource {
  readonly name = 'github-files';

  start(request: GenerationJobData): GenerationRun {
    const wanted = /\[files:(\d+)\]/.exec(request.prompt);
    const names = wanted
      ? Array.from({ length: Number(wanted[1]) }, (_, i) => `file-${String(i + 1).padStart(3, '0')}.tf`)
      : ['main.tf', 'variables.tf'];
    // Each generation's files differ from every other's, so each push has something to commit.
    const blocks = names.map(
      (name) =>
        `\`\`\`hcl\n# ${name}\nlocals {\n  name       = "${name}"\n  generation = "${request.generationId}"\n}\n\`\`\`\n`,
    );
    async function* chunks(): AsyncGenerator<string> {
      yield 'Here are the files:\n';
      for (const block of blocks) yield block;
    }
    return { chunks: chunks(), usage: () => null };
  }
}

/** Connects the signed-in user (`token`) to the emulator's account `login`; answers the connection. */
export async function connectGithub(
  baseUrl: string,
  token: string,
  github: GithubEmulator,
  login: string,
): Promise<GithubConnectionView> {
  const started = await call<{ url: string }>(baseUrl, 'POST', '/api/github/authorize', { token });
  if (started.status !== 200) throw new Error(`authorize: ${started.status} ${JSON.stringify(started.body)}`);
  const back = new URL(await github.authorize(started.body.url, login));
  const done = await call<GithubConnectionView>(baseUrl, 'POST', '/api/github/callback', {
    token,
    body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  if (done.status !== 200) throw new Error(`callback: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body;
}

/** A generation of the signed-in user, completed; answers its id and files. */
export async function completedGeneration(
  baseUrl: string,
  token: string,
  prompt = 'a network',
): Promise<{ id: string; files: GeneratedFile[] }> {
  const created = await call<{ id: string }>(baseUrl, 'POST', '/api/generations', {
    token,
    body: { prompt, platform: 'terraform' },
  });
  if (created.status !== 202) throw new Error(`generation: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id;
  return waitFor(
    async () => {
      const state = await call<{ status: string; result: { files: GeneratedFile[] } | null }>(
        baseUrl,
        'GET',
        `/api/generations/${id}`,
        { token },
      );
      if (state.body.status === 'failed') throw new Error(`generation ${id} failed`);
      return state.body.status === 'completed' && { id, files: state.body.result!.files };
    },
    `generation ${id}`,
    20_000,
  );
}

/** Waits for a push to end (completed or failed) and answers it as the api reports it. */
export function pushEnded(baseUrl: string, token: string, id: string, timeoutMs = 40_000): Promise<GithubPushView> {
  return waitFor(
    async () => {
      const push = await call<GithubPushView>(baseUrl, 'GET', `/api/github/pushes/${id}`, { token });
      return (push.body.status === 'completed' || push.body.status === 'failed') && push.body;
    },
    `push ${id}`,
    timeoutMs,
  );
}
