import type { EmulatorState, IssuedToken } from './emulator-state';
import { isoNow } from './emulator-state';
import {
  errorJson,
  gitCommitJson,
  gitRefJson,
  gitTreeJson,
  organizationJson,
  privateUserJson,
  pullRequestJson,
  repositoryJson,
  type EmulatedRepo,
  type EmulatedUser,
  type Urls,
} from './github-json';

/**
 * The REST operations the emulator serves, by operationId, behaving as GitHub does for the cases
 * the product meets: visibility and write access, OAuth scopes, pagination, an empty repository
 * refusing the Git Data API (409), fast-forward checks on ref updates, and validation errors.
 */
interface RestRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  token: IssuedToken;
  user: EmulatedUser;
}

interface RestAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

type Handler = (state: EmulatorState, urls: Urls, request: RestRequest) => RestAnswer;

const notFound = (): RestAnswer => ({ status: 404, body: errorJson('Not Found', 404) });
const emptyRepository = (): RestAnswer => ({ status: 409, body: errorJson('Git Repository is empty.', 409) });
const invalid = (
  message: string,
  errors: { resource?: string; field?: string; code: string; message?: string }[] = [],
) => ({
  status: 422,
  body: { ...errorJson(message, 422), errors },
});

const REPO_NAME = /^[A-Za-z0-9._-]{1,100}$/;

function hasScope(token: IssuedToken, ...scopes: string[]): boolean {
  return scopes.some((s) => token.scopes.includes(s));
}

/** The repository of the path, if the token's user may see it (GitHub hides what you cannot see: 404). */
function visibleRepo(state: EmulatorState, request: RestRequest): EmulatedRepo | null {
  const repo = state.repo(request.params.owner!, request.params.repo!);
  if (!repo || !state.canSee(request.user.login, repo)) return null;
  if (repo.private && !hasScope(request.token, 'repo')) return null;
  return repo;
}

/** The repository of the path, if the token's user may push to it with the token's scopes. */
function writableRepo(state: EmulatorState, request: RestRequest): EmulatedRepo | null {
  const repo = visibleRepo(state, request);
  if (!repo || !state.canWrite(request.user.login, repo)) return null;
  if (!hasScope(request.token, 'repo') && !(hasScope(request.token, 'public_repo') && !repo.private)) return null;
  return repo;
}

function repoJson(state: EmulatorState, urls: Urls, repo: EmulatedRepo, login: string) {
  const push = state.canWrite(login, repo);
  return repositoryJson(urls, repo, { admin: push, push });
}

function page<T>(items: T[], query: URLSearchParams, urls: Urls, path: string): RestAnswer & { items: T[] } {
  const perPage = Math.min(100, Number(query.get('per_page') ?? 30));
  const pageNo = Number(query.get('page') ?? 1);
  const slice = items.slice((pageNo - 1) * perPage, pageNo * perPage);
  const links: string[] = [];
  const next = new URLSearchParams(query);
  if (pageNo * perPage < items.length) {
    next.set('page', String(pageNo + 1));
    links.push(`<${urls.api}${path}?${next}>; rel="next"`);
    next.set('page', String(Math.ceil(items.length / perPage)));
    links.push(`<${urls.api}${path}?${next}>; rel="last"`);
  }
  return { status: 200, body: slice, items: slice, headers: links.length ? { link: links.join(', ') } : {} };
}

function sortRepos(repos: EmulatedRepo[], query: URLSearchParams): EmulatedRepo[] {
  const sort = query.get('sort') ?? 'full_name';
  const sorted = [...repos].sort((a, b) =>
    sort === 'full_name'
      ? `${a.owner.login}/${a.name}`.localeCompare(`${b.owner.login}/${b.name}`)
      : b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id,
  );
  return query.get('direction') === 'asc' && sort !== 'full_name' ? sorted.reverse() : sorted;
}

/** The commit a branch points at, reading it back as the git-commit shape. */
function commitView(state: EmulatorState, sha: string) {
  const commit = state.git.readCommit(sha);
  return { sha, ...commit };
}

function isAncestor(state: EmulatorState, ancestor: string, of: string): boolean {
  const seen = new Set<string>();
  const queue = [of];
  while (queue.length) {
    const sha = queue.shift()!;
    if (sha === ancestor) return true;
    if (seen.has(sha)) continue;
    seen.add(sha);
    queue.push(...state.git.readCommit(sha).parents);
  }
  return false;
}

function touch(repo: EmulatedRepo): void {
  repo.updatedAt = isoNow();
  repo.pushedAt = repo.updatedAt;
}

function signature(user: EmulatedUser, body: unknown) {
  const given = (body ?? {}) as { name?: string; email?: string; date?: string };
  const when = Math.floor((given.date ? Date.parse(given.date) : Date.now()) / 1000);
  return { name: given.name ?? user.name ?? user.login, email: given.email ?? user.email, when };
}

function createRepo(state: EmulatorState, urls: Urls, request: RestRequest, owner: EmulatedRepo['owner']): RestAnswer {
  const body = request.body as { name: string; description?: string; private?: boolean; auto_init?: boolean };
  const name = body.name.trim();
  if (!REPO_NAME.test(name) || name === '.' || name === '..')
    return invalid('Repository creation failed.', [
      { resource: 'Repository', code: 'custom', field: 'name', message: 'name is invalid' },
    ]);
  if (state.repo(owner.login, name))
    return invalid('Repository creation failed.', [
      { resource: 'Repository', code: 'custom', field: 'name', message: 'name already exists on this account' },
    ]);
  if (body.private && !hasScope(request.token, 'repo')) return notFound();
  const repo = state.createRepo(owner, name, { description: body.description ?? null, private: body.private ?? false });
  if (body.auto_init) {
    const blob = state.git.writeBlob(Buffer.from(`# ${name}\n`));
    const tree = state.git.updateTree(null, [{ path: 'README.md', mode: '100644', type: 'blob', sha: blob }]);
    const author = signature(request.user, null);
    repo.refs.set(
      'main',
      state.git.writeCommit({ tree, parents: [], author, committer: author, message: 'Initial commit' }),
    );
  }
  return { status: 201, body: repoJson(state, urls, repo, request.user.login) };
}

export const HANDLERS: Record<string, Handler> = {
  'users/get-authenticated': (state, urls, { user }) => {
    const own = [...state.repos.values()].filter((r) => r.owner.type === 'User' && r.owner.id === user.id);
    const counts = {
      publicRepos: own.filter((r) => !r.private).length,
      privateRepos: own.filter((r) => r.private).length,
    };
    return { status: 200, body: privateUserJson(urls, user, counts) };
  },

  'orgs/list-for-authenticated-user': (state, urls, { user, query }) => {
    const orgs = [...state.orgs.values()].filter((o) => o.members.has(user.login.toLowerCase()));
    return page(
      orgs.map((o) => organizationJson(urls, o)),
      query,
      urls,
      '/user/orgs',
    );
  },

  'repos/list-for-authenticated-user': (state, urls, request) => {
    const { query, user } = request;
    if (query.has('type') && (query.has('visibility') || query.has('affiliation')))
      return invalid('Validation Failed: type cannot be used with visibility or affiliation');
    const affiliation = (query.get('affiliation') ?? 'owner,collaborator,organization_member').split(',');
    const repos = [...state.repos.values()].filter((repo) => {
      if (repo.private && !hasScope(request.token, 'repo')) return false;
      if (repo.owner.type === 'User') return affiliation.includes('owner') && repo.owner.id === user.id;
      return affiliation.includes('organization_member') && state.canWrite(user.login, repo);
    });
    const visibility = query.get('visibility') ?? 'all';
    const shown = repos.filter((r) => visibility === 'all' || (visibility === 'private') === r.private);
    return page(
      sortRepos(shown, query).map((r) => repoJson(state, urls, r, user.login)),
      query,
      urls,
      '/user/repos',
    );
  },

  'repos/create-for-authenticated-user': (state, urls, request) =>
    createRepo(state, urls, request, { login: request.user.login, id: request.user.id, type: 'User' }),

  'repos/list-for-org': (state, urls, request) => {
    const org = state.orgs.get(request.params.org!.toLowerCase());
    if (!org) return notFound();
    const member = org.members.has(request.user.login.toLowerCase());
    const repos = [...state.repos.values()].filter(
      (r) =>
        r.owner.type === 'Organization' &&
        r.owner.id === org.id &&
        (!r.private || (member && hasScope(request.token, 'repo'))),
    );
    return page(
      sortRepos(repos, request.query).map((r) => repoJson(state, urls, r, request.user.login)),
      request.query,
      urls,
      `/orgs/${org.login}/repos`,
    );
  },

  'repos/create-in-org': (state, urls, request) => {
    const org = state.orgs.get(request.params.org!.toLowerCase());
    if (!org || !org.members.has(request.user.login.toLowerCase())) return notFound();
    return createRepo(state, urls, request, { login: org.login, id: org.id, type: 'Organization' });
  },

  'search/repos': (state, urls, request) => {
    const terms: string[] = [];
    const qualifiers = new Map<string, string>();
    for (const part of request.query.get('q')!.split(/\s+/).filter(Boolean)) {
      const match = /^(\w+):(.+)$/.exec(part);
      if (match) qualifiers.set(match[1]!.toLowerCase(), match[2]!);
      else terms.push(part.toLowerCase());
    }
    const owner = qualifiers.get('user') ?? qualifiers.get('org');
    const found = [...state.repos.values()].filter(
      (r) =>
        state.canSee(request.user.login, r) &&
        (!r.private || hasScope(request.token, 'repo')) &&
        (!owner || r.owner.login.toLowerCase() === owner.toLowerCase()) &&
        terms.every((t) => r.name.toLowerCase().includes(t)),
    );
    const listed = page(
      sortRepos(found, request.query).map((r) => ({ ...repoJson(state, urls, r, request.user.login), score: 1 })),
      request.query,
      urls,
      '/search/repositories',
    );
    return { status: 200, body: { total_count: found.length, incomplete_results: false, items: listed.items } };
  },

  'repos/get': (state, urls, request) => {
    const repo = visibleRepo(state, request);
    return repo ? { status: 200, body: repoJson(state, urls, repo, request.user.login) } : notFound();
  },

  'git/get-ref': (state, urls, request) => {
    const repo = visibleRepo(state, request);
    if (!repo) return notFound();
    if (repo.refs.size === 0) return emptyRepository();
    const branch = request.params.ref!.replace(/^heads\//, '');
    const sha = request.params.ref!.startsWith('heads/') ? repo.refs.get(branch) : undefined;
    return sha ? { status: 200, body: gitRefJson(urls, fullName(repo), branch, sha) } : notFound();
  },

  'git/update-ref': (state, urls, request) => {
    const repo = writableRepo(state, request);
    if (!repo) return notFound();
    if (repo.refs.size === 0) return emptyRepository();
    const branch = request.params.ref!.replace(/^heads\//, '');
    const current = repo.refs.get(branch);
    if (!current) return invalid('Reference does not exist');
    const body = request.body as { sha: string; force?: boolean };
    if (!state.git.has(body.sha, 'commit')) return invalid('Object does not exist');
    if (!body.force && !isAncestor(state, current, body.sha)) return invalid('Update is not a fast forward');
    repo.refs.set(branch, body.sha);
    touch(repo);
    return { status: 200, body: gitRefJson(urls, fullName(repo), branch, body.sha) };
  },

  'git/create-ref': (state, urls, request) => {
    const repo = writableRepo(state, request);
    if (!repo) return notFound();
    if (repo.refs.size === 0) return emptyRepository();
    const body = request.body as { ref: string; sha: string };
    const match = /^refs\/heads\/(.+)$/.exec(body.ref);
    if (!match) return invalid('Reference name is invalid');
    if (repo.refs.has(match[1]!)) return invalid('Reference already exists');
    if (!state.git.has(body.sha, 'commit')) return invalid('Object does not exist');
    repo.refs.set(match[1]!, body.sha);
    touch(repo);
    return { status: 201, body: gitRefJson(urls, fullName(repo), match[1]!, body.sha) };
  },

  'git/get-commit': (state, urls, request) => {
    const repo = visibleRepo(state, request);
    if (!repo) return notFound();
    if (repo.refs.size === 0) return emptyRepository();
    const sha = request.params.commit_sha!;
    if (!state.git.has(sha, 'commit')) return notFound();
    return { status: 200, body: gitCommitJson(urls, fullName(repo), commitView(state, sha)) };
  },

  'git/create-commit': (state, urls, request) => {
    const repo = writableRepo(state, request);
    if (!repo) return notFound();
    if (repo.refs.size === 0) return emptyRepository();
    const body = request.body as {
      message: string;
      tree: string;
      parents?: string[];
      author?: unknown;
      committer?: unknown;
    };
    if (!state.git.has(body.tree, 'tree')) return invalid('Tree SHA does not exist');
    const parents = body.parents ?? [];
    if (parents.some((p) => !state.git.has(p, 'commit')))
      return invalid('Parent SHA does not exist or is not a commit object');
    const author = signature(request.user, body.author);
    const committer = body.committer ? signature(request.user, body.committer) : author;
    const sha = state.git.writeCommit({ tree: body.tree, parents, author, committer, message: body.message });
    return { status: 201, body: gitCommitJson(urls, fullName(repo), commitView(state, sha)) };
  },

  'git/create-blob': (state, urls, request) => {
    const repo = writableRepo(state, request);
    if (!repo) return notFound();
    if (repo.refs.size === 0) return emptyRepository();
    const body = request.body as { content: string; encoding?: string };
    const content =
      body.encoding === 'base64' ? Buffer.from(body.content, 'base64') : Buffer.from(body.content, 'utf8');
    const sha = state.git.writeBlob(content);
    return { status: 201, body: { sha, url: `${urls.api}/repos/${fullName(repo)}/git/blobs/${sha}` } };
  },

  'git/create-tree': (state, urls, request) => {
    const repo = writableRepo(state, request);
    if (!repo) return notFound();
    if (repo.refs.size === 0) return emptyRepository();
    const body = request.body as {
      base_tree?: string;
      tree: { path?: string; mode?: string; type?: string; sha?: string | null; content?: string }[];
    };
    if (body.base_tree && !state.git.has(body.base_tree, 'tree')) return invalid('base_tree is not a valid tree oid');
    const changes = [];
    for (const [index, entry] of body.tree.entries()) {
      if (
        !entry.path ||
        !entry.mode ||
        !entry.type ||
        entry.path.startsWith('/') ||
        entry.path.split('/').includes('..')
      )
        return invalid('Invalid tree info', [{ resource: 'Tree', field: `tree[${index}]`, code: 'invalid' }]);
      if (entry.content !== undefined && entry.sha !== undefined)
        return invalid('Must supply either tree.sha or tree.content, not both');
      let sha = entry.sha ?? null;
      if (entry.content !== undefined) sha = state.git.writeBlob(Buffer.from(entry.content, 'utf8'));
      else if (sha !== null && !state.git.has(sha)) return invalid(`tree.sha ${sha} is not a valid ${entry.type}`);
      changes.push({ path: entry.path, mode: entry.mode, type: entry.type as 'blob', sha });
    }
    const sha = state.git.updateTree(body.base_tree ?? null, changes);
    return { status: 201, body: treeJson(state, urls, repo, sha) };
  },

  'git/get-tree': (state, urls, request) => {
    const repo = visibleRepo(state, request);
    if (!repo) return notFound();
    if (repo.refs.size === 0) return emptyRepository();
    const sha = request.params.tree_sha!;
    return state.git.has(sha, 'tree') ? { status: 200, body: treeJson(state, urls, repo, sha) } : notFound();
  },

  'repos/create-or-update-file-contents': (state, urls, request) => {
    const repo = writableRepo(state, request);
    if (!repo) return notFound();
    const body = request.body as { message: string; content: string; sha?: string; branch?: string };
    const branch = body.branch ?? repo.defaultBranch;
    const head = repo.refs.get(branch) ?? null;
    if (repo.refs.size > 0 && !head) return notFound();
    const path = request.params.path!;
    const baseTree = head ? state.git.readCommit(head).tree : null;
    const existing = baseTree ? state.git.files(baseTree).has(path) : false;
    if (existing && !body.sha) return invalid('Invalid request.\n\n"sha" wasn\'t supplied.');
    const blob = state.git.writeBlob(Buffer.from(body.content, 'base64'));
    const tree = state.git.updateTree(baseTree, [{ path, mode: '100644', type: 'blob', sha: blob }]);
    const author = signature(request.user, null);
    const sha = state.git.writeCommit({
      tree,
      parents: head ? [head] : [],
      author,
      committer: author,
      message: body.message,
    });
    repo.refs.set(branch, sha);
    touch(repo);
    const full = fullName(repo);
    const commit = gitCommitJson(urls, full, commitView(state, sha));
    const name = path.split('/').pop()!;
    return {
      status: existing ? 200 : 201,
      body: {
        content: {
          name,
          path,
          sha: blob,
          size: Buffer.from(body.content, 'base64').length,
          url: `${urls.api}/repos/${full}/contents/${path}?ref=${branch}`,
          html_url: `${urls.web}/${full}/blob/${branch}/${path}`,
          git_url: `${urls.api}/repos/${full}/git/blobs/${blob}`,
          download_url: `${urls.web}/${full}/raw/${branch}/${path}`,
          type: 'file',
          _links: {
            self: `${urls.api}/repos/${full}/contents/${path}?ref=${branch}`,
            git: `${urls.api}/repos/${full}/git/blobs/${blob}`,
            html: `${urls.web}/${full}/blob/${branch}/${path}`,
          },
        },
        commit,
      },
    };
  },

  'pulls/create': (state, urls, request) => {
    const repo = writableRepo(state, request);
    if (!repo) return notFound();
    const body = request.body as { title?: string; head: string; base: string; body?: string };
    const headSha = repo.refs.get(body.head);
    const baseSha = repo.refs.get(body.base);
    if (!headSha || !baseSha)
      return invalid('Validation Failed', [
        { resource: 'PullRequest', field: headSha ? 'base' : 'head', code: 'invalid' },
      ]);
    if (isAncestor(state, headSha, baseSha))
      return invalid('Validation Failed', [
        { resource: 'PullRequest', code: 'custom', message: `No commits between ${body.base} and ${body.head}` },
      ]);
    const pulls = state.pulls.get(fullName(repo).toLowerCase()) ?? [];
    if (pulls.some((p) => p.head === body.head))
      return invalid('Validation Failed', [
        {
          resource: 'PullRequest',
          code: 'custom',
          message: `A pull request already exists for ${repo.owner.login}:${body.head}.`,
        },
      ]);
    const pull = {
      id: state.id(),
      number: pulls.length + 1,
      title: body.title ?? body.head,
      body: body.body ?? null,
      head: body.head,
      headSha,
      base: body.base,
      baseSha,
      createdAt: isoNow(),
      login: request.user.login,
    };
    state.pulls.set(fullName(repo).toLowerCase(), [...pulls, pull]);
    return {
      status: 201,
      body: pullRequestJson(urls, repoJson(state, urls, repo, request.user.login), pull, request.user),
    };
  },
};

function fullName(repo: EmulatedRepo): string {
  return `${repo.owner.login}/${repo.name}`;
}

function treeJson(state: EmulatorState, urls: Urls, repo: EmulatedRepo, sha: string) {
  const entries = state.git.readTree(sha).map((e) => ({
    path: e.name,
    mode: e.mode,
    type: e.type,
    sha: e.sha,
    ...(e.type === 'blob' ? { size: state.git.readBlob(e.sha).length } : {}),
  }));
  return gitTreeJson(urls, fullName(repo), sha, entries);
}
