import { randomUUID } from 'node:crypto';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { GenerationsRepository } from './generations.repository';
import { githubPushView, GithubPushesRepository, type NewGithubPush } from './github-pushes.repository';
import { UsersRepository } from './users.repository';

const FILES = [{ path: 'main.tf', content: 'resource "x" "y" {}\n', language: 'hcl' as const }];

/** GitHub pushes, from request to result, on PostgreSQL and PGlite. */
describe(`GitHub pushes repository on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();
  const pushes = () => new GithubPushesRepository(database.orm.em);
  const newUser = async () =>
    (
      await new UsersRepository(database.orm.em).create({
        email: `${randomUUID()}@example.com`,
        passwordHash: 'x',
        fullName: 'P',
        role: 'user',
        emailVerifiedAt: new Date(),
      })
    ).id;
  /** A generation of `userId`, completed with FILES unless told otherwise. */
  const newGeneration = async (userId: string, complete = true) => {
    const generations = new GenerationsRepository(database.orm.em);
    const id = randomUUID();
    await generations.createRequest({
      generationId: id,
      prompt: 'a bucket',
      platform: 'terraform',
      format: 'terraform',
      history: [],
      owner: { userId, anonHash: null },
    });
    if (complete) {
      await generations.claim(id);
      await generations.end(id, {
        status: 'completed',
        from: ['running'],
        result: { code: FILES[0]!.content, language: 'hcl', files: FILES, usage: null },
        messages: [],
      });
    }
    return id;
  };
  const newPush = (userId: string, generationId: string): NewGithubPush => ({
    id: randomUUID(),
    userId,
    generationId,
    repository: 'octocat/infra',
    repositoryUrl: 'https://github.example/octocat/infra',
    temporary: false,
    private: false,
    pullRequest: true,
    commitMessage: 'Add generated infrastructure code',
    filename: null,
    files: 1,
  });

  it("finds a user's completed generation with its files, and nobody else's", async () => {
    const userId = await newUser();
    const done = await newGeneration(userId);
    const running = await newGeneration(userId, false);
    expect(await pushes().pushableGeneration(done, userId)).toMatchObject({
      platform: 'terraform',
      format: 'terraform',
      files: FILES,
    });
    expect(await pushes().pushableGeneration(running, userId)).toBeNull();
    expect(await pushes().pushableGeneration(done, await newUser())).toBeNull();
    expect(await pushes().ownsGeneration(running, userId)).toBe(true);
    expect(await pushes().ownsGeneration(running, await newUser())).toBe(false);
  });

  it('runs a push from queued to completed once, with its commit and pull request', async () => {
    const userId = await newUser();
    const created = await pushes().create(newPush(userId, await newGeneration(userId)));
    expect(created).toMatchObject({ status: 'queued', pullRequest: true, commitSha: null, finishedAt: null });
    expect((await pushes().claim(created.id))?.status).toBe('running');
    // A job handed to another worker after a crash takes the running push again.
    expect((await pushes().claim(created.id))?.status).toBe('running');
    const outcome = {
      branch: 'infragen-1',
      commitSha: 'a'.repeat(40),
      commitUrl: 'https://github.example/c',
      pullRequestUrl: 'https://github.example/pr/1',
    };
    const completed = await pushes().complete(created.id, outcome);
    expect(completed).toMatchObject({ status: 'completed', ...outcome });
    expect(completed?.finishedAt).toEqual(expect.any(String));
    expect(await pushes().complete(created.id, outcome)).toBeNull();
    expect(await pushes().fail(created.id, 'late', 'INTERNAL')).toBeNull();
    expect(await pushes().claim(created.id)).toBeNull();
    expect(githubPushView(completed!)).not.toHaveProperty('commitMessage');
  });

  it('fails a push once, names a temporary repository, and takes back a push never queued', async () => {
    const userId = await newUser();
    const generationId = await newGeneration(userId);
    const push = await pushes().create({ ...newPush(userId, generationId), repository: null, temporary: true });
    await pushes().setRepository(push.id, 'octocat/infragen-temp-x', 'https://github.example/octocat/infragen-temp-x');
    const failed = await pushes().fail(push.id, 'Failed to push code: GitHub is not answering', 'GITHUB_UNAVAILABLE');
    expect(failed).toMatchObject({
      status: 'failed',
      repository: 'octocat/infragen-temp-x',
      errorCode: 'GITHUB_UNAVAILABLE',
    });
    expect(await pushes().fail(push.id, 'again', 'INTERNAL')).toBeNull();

    const taken = await pushes().create(newPush(userId, generationId));
    await pushes().remove(taken.id);
    expect(await pushes().find(taken.id)).toBeNull();
  });
});
