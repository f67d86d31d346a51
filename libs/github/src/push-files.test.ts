import { CreateGithubPushRequestSchema, isAppError, Messages } from '@infragen/contracts';
import { pushFilesFor, type PushPlan } from './push-files';

const plan = (files: PushPlan['files'], filename: string | null = null): PushPlan => ({
  platform: 'terraform',
  format: 'terraform',
  files,
  filename,
  temporary: false,
  at: new Date('2026-11-28T12:00:00Z'),
});

function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('the files a push writes', () => {
  it('writes plain paths under infrastructure/', () => {
    expect(pushFilesFor(plan([{ path: 'main.tf', content: 'a' }], 'network.tf'))).toEqual([
      { path: 'infrastructure/network.tf', content: 'a' },
    ]);
    expect(
      pushFilesFor(
        plan([
          { path: 'main.tf', content: 'a' },
          { path: 'modules/vpc/.gitignore', content: 'b' },
        ]),
      ),
    ).toEqual([
      { path: 'infrastructure/main.tf', content: 'a' },
      { path: 'infrastructure/modules/vpc/.gitignore', content: 'b' },
    ]);
  });

  it.each(['.git', 'modules/.git/config', '.GIT/hooks/pre-commit', 'a/.Git'])(
    'refuses a path with a .git segment (%s), naming it',
    (path) => {
      const error = refusal(() =>
        pushFilesFor(
          plan([
            { path: 'main.tf', content: 'a' },
            { path, content: 'b' },
          ]),
        ),
      );
      expect(isAppError(error, 'GITHUB_PATH_REFUSED')).toBe(true);
      expect((error as Error).message).toBe(Messages.github.gitPathRefused(path));
    },
  );

  it('refuses .git as the name of a one-file answer', () => {
    const error = refusal(() => pushFilesFor(plan([{ path: 'main.tf', content: 'a' }], '.git')));
    expect(isAppError(error, 'GITHUB_PATH_REFUSED')).toBe(true);
  });

  it('refuses .git as the filename a user asks for, before anything is queued', () => {
    const parsed = CreateGithubPushRequestSchema.safeParse({
      generationId: '5f0c2c55-52a6-4ad4-9a49-4b8a3d1f6c11',
      filename: '.GIT',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(Messages.github.filenameReserved);
  });
});
