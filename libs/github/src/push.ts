import type { GithubPushStep, PushFile } from '@infragen/contracts';
import type { GithubClient } from './client';
import { githubError, GithubError } from './errors';

export interface PushRequest {
  owner: string;
  repo: string;
  files: PushFile[];
  message: string;
  /** A new branch of this name and a pull request into the default branch, instead of a commit on it. */
  pullRequest: { branch: string; body: string } | null;
  onStep?: (step: GithubPushStep) => void;
}

export interface PushResult {
  branch: string;
  commitSha: string;
  commitUrl: string;
  /** Null when no pull request was opened (committed directly, or nothing to review: an empty repository). */
  pullRequestUrl: string | null;
}

/** Regular, non-executable file. */
const FILE_MODE = '100644';

/** A branch that moved between reading it and updating it is read again this many times. */
const MOVED_BRANCH_RETRIES = 2;

const refName = (branch: string) => `heads/${branch}`;

/** GitHub answers 409 "Git Repository is empty." to Git Data requests on a repository without commits. */
const isEmptyRepository = (error: unknown) => (error as { status?: number }).status === 409;

/**
 * Pushes files as one commit through the Git Data API: one tree (the files' contents travel in it,
 * so GitHub writes their blobs: one write request however many files), one commit on the default
 * branch's head, and the branch moved to it; or a new branch and a pull request.
 *
 * An empty repository (no commit yet) refuses the Git Data API, as GitHub does: its first file is
 * written through the Contents API, which creates the branch, and the push's commit then replaces
 * that bootstrap commit as the branch's first and only commit. A pull request needs a base to
 * compare with, so into an empty repository the files are committed directly.
 */
export async function pushFiles(github: GithubClient, request: PushRequest): Promise<PushResult> {
  const { owner, repo } = request;
  try {
    const { data: repository } = await github.rest.repos.get({ owner, repo });
    const branch = repository.default_branch;
    request.onStep?.('uploading');
    for (let attempt = 0; ; attempt += 1) {
      const head = await readHead(github, owner, repo, branch);
      if (head === null) return await pushIntoEmpty(github, request, branch);
      try {
        return await pushOnto(github, request, branch, head);
      } catch (error) {
        // The branch moved under us (someone pushed meanwhile): start again from its new head.
        if ((error as { status?: number }).status === 422 && attempt < MOVED_BRANCH_RETRIES && !request.pullRequest)
          continue;
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof GithubError) throw error;
    throw githubError(error, 'push', `${owner}/${repo}`);
  }
}

/** The branch's head commit, or null when the repository has no commit yet. */
async function readHead(github: GithubClient, owner: string, repo: string, branch: string): Promise<string | null> {
  try {
    const { data } = await github.rest.git.getRef({ owner, repo, ref: refName(branch) });
    return data.object.sha;
  } catch (error) {
    if (isEmptyRepository(error)) return null;
    throw error;
  }
}

async function writeTree(github: GithubClient, request: PushRequest, baseTree: string | null): Promise<string> {
  const { data } = await github.rest.git.createTree({
    owner: request.owner,
    repo: request.repo,
    ...(baseTree ? { base_tree: baseTree } : {}),
    tree: request.files.map((file) => ({ path: file.path, mode: FILE_MODE, type: 'blob', content: file.content })),
  });
  return data.sha;
}

async function pushOnto(github: GithubClient, request: PushRequest, branch: string, head: string): Promise<PushResult> {
  const { owner, repo } = request;
  const { data: parent } = await github.rest.git.getCommit({ owner, repo, commit_sha: head });
  const tree = await writeTree(github, request, parent.tree.sha);
  request.onStep?.('committing');
  if (tree === parent.tree.sha) {
    // The branch already holds exactly these files (a push repeated, or retried after a crash):
    // its head is the result, and an empty commit would say nothing.
    return { branch, commitSha: head, commitUrl: parent.html_url, pullRequestUrl: null };
  }
  const { data: commit } = await github.rest.git.createCommit({
    owner,
    repo,
    message: request.message,
    tree,
    parents: [head],
  });
  if (!request.pullRequest) {
    await github.rest.git.updateRef({ owner, repo, ref: refName(branch), sha: commit.sha, force: false });
    return { branch, commitSha: commit.sha, commitUrl: commit.html_url, pullRequestUrl: null };
  }
  const prBranch = request.pullRequest.branch;
  await github.rest.git.createRef({ owner, repo, ref: `refs/heads/${prBranch}`, sha: commit.sha });
  request.onStep?.('opening-pull-request');
  const { data: pull } = await github.rest.pulls.create({
    owner,
    repo,
    title: request.message.split('\n')[0]!.slice(0, 250),
    body: request.pullRequest.body,
    head: prBranch,
    base: branch,
  });
  return { branch: prBranch, commitSha: commit.sha, commitUrl: commit.html_url, pullRequestUrl: pull.html_url };
}

async function pushIntoEmpty(github: GithubClient, request: PushRequest, branch: string): Promise<PushResult> {
  const { owner, repo } = request;
  const [first] = request.files;
  if (!first) throw new Error('a push needs at least one file');
  const { data: bootstrap } = await github.rest.repos.createOrUpdateFileContents({
    owner,
    repo,
    path: first.path,
    message: request.message,
    content: Buffer.from(first.content, 'utf8').toString('base64'),
    branch,
  });
  request.onStep?.('committing');
  if (request.files.length === 1) {
    // That commit holds the one file with the push's message: it is the push.
    const sha = bootstrap.commit.sha!;
    return { branch, commitSha: sha, commitUrl: bootstrap.commit.html_url!, pullRequestUrl: null };
  }
  const tree = await writeTree(github, request, null);
  const { data: commit } = await github.rest.git.createCommit({
    owner,
    repo,
    message: request.message,
    tree,
    parents: [],
  });
  // Forced: the bootstrap commit is replaced, so the branch's history is this one commit.
  await github.rest.git.updateRef({ owner, repo, ref: refName(branch), sha: commit.sha, force: true });
  return { branch, commitSha: commit.sha, commitUrl: commit.html_url, pullRequestUrl: null };
}
