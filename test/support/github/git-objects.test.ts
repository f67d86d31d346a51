import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitObjects } from './git-objects';

/** The emulator names objects as git itself does: checked against `git` on this machine. */
describe('GitObjects', () => {
  let dir: string;
  const git = (args: string[], input?: string) =>
    execFileSync('git', args, { cwd: dir, input, env: { ...process.env, GIT_DIR: join(dir, '.git') } })
      .toString()
      .trim();

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'emulator-git-'));
    git(['init', '--quiet', dir]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hashes blobs as `git hash-object` does', () => {
    const objects = new GitObjects();
    expect(objects.writeBlob(Buffer.from(''))).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391');
    for (const content of ['hello\n', 'resource "aws_s3_bucket" "b" {}\n', 'ünïcödé ✓\n']) {
      writeFileSync(join(dir, 'f'), content);
      expect(objects.writeBlob(Buffer.from(content))).toBe(git(['hash-object', join(dir, 'f')]));
    }
  });

  it('writes nested trees and commits that git reads back with the same names', () => {
    const objects = new GitObjects();
    const blob = (text: string) => objects.writeBlob(Buffer.from(text));
    const tree = objects.updateTree(null, [
      { path: 'infrastructure/main.tf', mode: '100644', type: 'blob', sha: blob('a\n') },
      { path: 'infrastructure/modules/net.tf', mode: '100644', type: 'blob', sha: blob('b\n') },
      { path: 'infrastructure.tf', mode: '100644', type: 'blob', sha: blob('c\n') },
      { path: 'README.md', mode: '100644', type: 'blob', sha: blob('d\n') },
    ]);
    // Build the same tree with git from the same files.
    for (const [path, content] of [
      ['infrastructure/main.tf', 'a\n'],
      ['infrastructure/modules/net.tf', 'b\n'],
      ['infrastructure.tf', 'c\n'],
      ['README.md', 'd\n'],
    ] as const) {
      const sha = git(['hash-object', '-w', '--stdin'], content);
      git(['update-index', '--add', '--cacheinfo', `100644,${sha},${path}`]);
    }
    expect(tree).toBe(git(['write-tree']));
    expect([...objects.files(tree).entries()]).toEqual(
      expect.arrayContaining([
        ['infrastructure/main.tf', 'a\n'],
        ['infrastructure/modules/net.tf', 'b\n'],
      ]),
    );

    const author = { name: 'Ada', email: 'ada@example.com', when: 1_800_000_000 };
    const commit = objects.writeCommit({ tree, parents: [], author, committer: author, message: 'First\n' });
    const gitCommit = execFileSync('git', ['commit-tree', tree, '-m', 'First'], {
      cwd: dir,
      env: {
        ...process.env,
        GIT_DIR: join(dir, '.git'),
        GIT_AUTHOR_NAME: 'Ada',
        GIT_AUTHOR_EMAIL: 'ada@example.com',
        GIT_AUTHOR_DATE: '1800000000 +0000',
        GIT_COMMITTER_NAME: 'Ada',
        GIT_COMMITTER_EMAIL: 'ada@example.com',
        GIT_COMMITTER_DATE: '1800000000 +0000',
      },
    })
      .toString()
      .trim();
    expect(commit).toBe(gitCommit);
    expect(objects.readCommit(commit)).toEqual({ tree, parents: [], author, committer: author, message: 'First\n' });
  });

  it('deletes a path, dropping a folder left empty', () => {
    const objects = new GitObjects();
    const a = objects.writeBlob(Buffer.from('a'));
    const base = objects.updateTree(null, [
      { path: 'x/a.tf', mode: '100644', type: 'blob', sha: a },
      { path: 'b.tf', mode: '100644', type: 'blob', sha: a },
    ]);
    const after = objects.updateTree(base, [{ path: 'x/a.tf', mode: '100644', type: 'blob', sha: null }]);
    expect([...objects.files(after).keys()]).toEqual(['b.tf']);
  });
});
