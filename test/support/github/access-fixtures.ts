import { randomUUID } from 'node:crypto';
import { GenerationsRepository } from '@infragen/database';
import { call } from '../../integration/auth-helpers';
import type { Stack } from '../stack';
import type { GithubEmulator } from './github-emulator';
import { connectGithub } from './github-session';

/** What the access matrix's GitHub rows need: a completed generation of `user` and a push of it. */
export interface GithubFixtures {
  githubGenerationId: string;
  githubPushId: string;
}

/**
 * Connects `token`'s user to the emulator's account `matrix-gh`, selects its repository, and asks
 * for a push of a completed generation (the matrix runs no worker, so the push stays queued). The
 * generation is completed through its repository, as a worker would end it.
 */
export async function githubFixtures(stack: Stack, github: GithubEmulator, token: string): Promise<GithubFixtures> {
  github.addUser('matrix-gh');
  github.addRepo('matrix-gh', 'matrix-repo', { files: { 'README.md': '# matrix\n' } });
  github.callbackUrl = `${stack.baseUrl}/auth/github/callback`;
  await connectGithub(stack.baseUrl, token, github, 'matrix-gh');
  const created = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/generations', {
    token,
    body: { prompt: `a bucket ${randomUUID()}`, platform: 'terraform' },
  });
  const generations = stack.api.get(GenerationsRepository);
  await generations.claim(created.body.id);
  const file = { path: 'main.tf', content: 'resource "null_resource" "x" {}\n', language: 'hcl' as const };
  await generations.end(created.body.id, {
    status: 'completed',
    from: ['running'],
    result: { code: file.content, language: 'hcl', files: [file], usage: null },
    messages: [],
  });
  await call(stack.baseUrl, 'PUT', '/api/github/selected-repository', {
    token,
    body: { repoFullName: 'matrix-gh/matrix-repo' },
  });
  const push = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/github/pushes', {
    token,
    body: { generationId: created.body.id },
  });
  if (push.status !== 202) throw new Error(`push: ${push.status} ${JSON.stringify(push.body)}`);
  return { githubGenerationId: created.body.id, githubPushId: push.body.id };
}
