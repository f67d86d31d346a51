import type { GithubPushView } from '@infragen/contracts';
import { githubEvents, githubPushActions, githubReducer } from './github-push-slice';

const push: GithubPushView = {
  id: 'p1',
  generationId: 'g1',
  status: 'queued',
  repository: 'o/r',
  pullRequest: false,
  files: 2,
  branch: null,
  commitSha: null,
  commitUrl: null,
  pullRequestUrl: null,
  repositoryUrl: null,
  error: null,
  createdAt: '',
  finishedAt: null,
};
const run = (...actions: Parameters<typeof githubReducer>[1][]) =>
  actions.reduce(githubReducer, githubReducer(undefined, { type: 'init' }));

describe('github slice', () => {
  it("follows a push's steps and keeps its end once", () => {
    const completed = { ...push, status: 'completed' as const, commitSha: 'c' };
    const state = run(
      githubEvents.pushProgress({ id: 'p1', step: 'uploading', files: 2, repository: 'o/r' }),
      githubEvents.pushCompleted({ push: completed }),
      // A read-back that still says queued (it was read before the end) changes nothing.
      githubPushActions.pushSeen(push),
    );
    expect(state.pushes.p1).toEqual({ step: 'uploading', ended: completed, code: null });
  });

  it('keeps the code of a failure, and an end read back when no event came', () => {
    const failed = { ...push, status: 'failed' as const, error: 'Failed to push code: x' };
    expect(run(githubEvents.pushFailed({ push: failed, code: 'GITHUB_UNAVAILABLE' })).pushes.p1).toMatchObject({
      ended: failed,
      code: 'GITHUB_UNAVAILABLE',
    });
    expect(run(githubPushActions.pushSeen(failed)).pushes.p1?.ended).toEqual(failed);
  });

  it('counts the connection changes the server announced', () => {
    const state = run(
      githubEvents.connectionChanged({ reason: 'broken' }),
      githubEvents.connectionChanged({ reason: 'connected' }),
    );
    expect(state.connectionVersion).toBe(2);
  });
});
