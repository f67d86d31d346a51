/**
 * The emulator's answers in GitHub's shapes: every field GitHub's description requires, with the
 * types and formats it states (the emulator checks each answer against it before sending).
 * URLs point at the emulator: `web` is its web address, `api` its REST base.
 */
export interface Urls {
  web: string;
  api: string;
}

export interface EmulatedUser {
  id: number;
  login: string;
  name: string | null;
  email: string;
  createdAt: string;
}

export interface EmulatedOrg {
  id: number;
  login: string;
  description: string | null;
  members: Set<string>;
}

export interface EmulatedRepo {
  id: number;
  owner: { login: string; id: number; type: 'User' | 'Organization' };
  name: string;
  description: string | null;
  private: boolean;
  defaultBranch: string;
  createdAt: string;
  updatedAt: string;
  pushedAt: string;
  /** Branch name to commit SHA; empty for a repository without commits. */
  refs: Map<string, string>;
}

const nodeId = (kind: string, id: number) => Buffer.from(`${kind}:${id}`).toString('base64');
/**
 * Avatars as small inline images: GitHub's are https addresses of its image host, which a test
 * machine cannot reach; a data: URI shows in the browser under the product's image policy.
 */
const avatar = (_urls: Urls, id: number) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#${(id * 2654435761).toString(16).slice(-6).padStart(6, '3')}"/></svg>`,
  ).toString('base64')}`;

function simpleUserJson(urls: Urls, user: { id: number; login: string }, type: 'User' | 'Organization' = 'User') {
  const api = `${urls.api}/users/${user.login}`;
  return {
    login: user.login,
    id: user.id,
    node_id: nodeId(type, user.id),
    avatar_url: avatar(urls, user.id),
    gravatar_id: '',
    url: api,
    html_url: `${urls.web}/${user.login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type,
    site_admin: false,
    user_view_type: 'public',
  };
}

/** `GET /user`: the private view of the authenticated user. */
export function privateUserJson(urls: Urls, user: EmulatedUser, counts: { publicRepos: number; privateRepos: number }) {
  return {
    ...simpleUserJson(urls, user),
    user_view_type: 'private',
    name: user.name,
    company: null,
    blog: '',
    location: null,
    email: user.email,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: counts.publicRepos,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: user.createdAt,
    updated_at: user.createdAt,
    private_gists: 0,
    total_private_repos: counts.privateRepos,
    owned_private_repos: counts.privateRepos,
    disk_usage: 0,
    collaborators: 0,
    two_factor_authentication: true,
    plan: { name: 'free', space: 976562499, collaborators: 0, private_repos: 10000 },
  };
}

export function organizationJson(urls: Urls, org: EmulatedOrg) {
  const api = `${urls.api}/orgs/${org.login}`;
  return {
    login: org.login,
    id: org.id,
    node_id: nodeId('Organization', org.id),
    url: api,
    repos_url: `${api}/repos`,
    events_url: `${api}/events`,
    hooks_url: `${api}/hooks`,
    issues_url: `${api}/issues`,
    members_url: `${api}/members{/member}`,
    public_members_url: `${api}/public_members{/member}`,
    avatar_url: avatar(urls, org.id),
    description: org.description,
  };
}

/** Every field of GitHub's repository shapes (full, listed, minimal, search result). */
export function repositoryJson(urls: Urls, repo: EmulatedRepo, permissions: { admin: boolean; push: boolean }) {
  const full = `${repo.owner.login}/${repo.name}`;
  const api = `${urls.api}/repos/${full}`;
  const html = `${urls.web}/${full}`;
  const owner = simpleUserJson(urls, repo.owner, repo.owner.type);
  return {
    id: repo.id,
    node_id: nodeId('Repository', repo.id),
    name: repo.name,
    full_name: full,
    owner,
    private: repo.private,
    html_url: html,
    description: repo.description,
    fork: false,
    url: api,
    archive_url: `${api}/{archive_format}{/ref}`,
    assignees_url: `${api}/assignees{/user}`,
    blobs_url: `${api}/git/blobs{/sha}`,
    branches_url: `${api}/branches{/branch}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    comments_url: `${api}/comments{/number}`,
    commits_url: `${api}/commits{/sha}`,
    compare_url: `${api}/compare/{base}...{head}`,
    contents_url: `${api}/contents/{+path}`,
    contributors_url: `${api}/contributors`,
    deployments_url: `${api}/deployments`,
    downloads_url: `${api}/downloads`,
    events_url: `${api}/events`,
    forks_url: `${api}/forks`,
    git_commits_url: `${api}/git/commits{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_url: `git://${new URL(urls.web).host}/${full}.git`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    issue_events_url: `${api}/issues/events{/number}`,
    issues_url: `${api}/issues{/number}`,
    keys_url: `${api}/keys{/key_id}`,
    labels_url: `${api}/labels{/name}`,
    languages_url: `${api}/languages`,
    merges_url: `${api}/merges`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    pulls_url: `${api}/pulls{/number}`,
    releases_url: `${api}/releases{/id}`,
    ssh_url: `git@${new URL(urls.web).host}:${full}.git`,
    stargazers_url: `${api}/stargazers`,
    statuses_url: `${api}/statuses/{sha}`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    tags_url: `${api}/tags`,
    teams_url: `${api}/teams`,
    trees_url: `${api}/git/trees{/sha}`,
    clone_url: `${html}.git`,
    mirror_url: null,
    hooks_url: `${api}/hooks`,
    svn_url: html,
    homepage: null,
    language: null,
    forks_count: 0,
    forks: 0,
    stargazers_count: 0,
    watchers_count: 0,
    watchers: 0,
    size: 0,
    default_branch: repo.defaultBranch,
    open_issues_count: 0,
    open_issues: 0,
    is_template: false,
    topics: [],
    has_issues: true,
    has_projects: true,
    has_wiki: true,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: repo.private ? 'private' : 'public',
    pushed_at: repo.pushedAt,
    created_at: repo.createdAt,
    updated_at: repo.updatedAt,
    permissions: {
      admin: permissions.admin,
      maintain: permissions.admin,
      push: permissions.push,
      triage: true,
      pull: true,
    },
    allow_rebase_merge: true,
    allow_squash_merge: true,
    allow_merge_commit: true,
    allow_auto_merge: false,
    delete_branch_on_merge: false,
    allow_forking: true,
    web_commit_signoff_required: false,
    license: null,
    network_count: 0,
    subscribers_count: 1,
    ...(repo.owner.type === 'Organization' ? { organization: owner } : {}),
  };
}

export function gitRefJson(urls: Urls, full: string, branch: string, sha: string) {
  return {
    ref: `refs/heads/${branch}`,
    node_id: nodeId('Ref', sha.length + branch.length),
    url: `${urls.api}/repos/${full}/git/refs/heads/${branch}`,
    object: { type: 'commit', sha, url: `${urls.api}/repos/${full}/git/commits/${sha}` },
  };
}

interface CommitView {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  author: { name: string; email: string; when: number };
  committer: { name: string; email: string; when: number };
}

export function gitCommitJson(urls: Urls, full: string, commit: CommitView) {
  const api = `${urls.api}/repos/${full}`;
  const person = (p: CommitView['author']) => ({
    name: p.name,
    email: p.email,
    date: new Date(p.when * 1000).toISOString().replace('.000', ''),
  });
  return {
    sha: commit.sha,
    node_id: nodeId('Commit', parseInt(commit.sha.slice(0, 8), 16)),
    url: `${api}/git/commits/${commit.sha}`,
    html_url: `${urls.web}/${full}/commit/${commit.sha}`,
    author: person(commit.author),
    committer: person(commit.committer),
    message: commit.message,
    tree: { sha: commit.tree, url: `${api}/git/trees/${commit.tree}` },
    parents: commit.parents.map((sha) => ({
      sha,
      url: `${api}/git/commits/${sha}`,
      html_url: `${urls.web}/${full}/commit/${sha}`,
    })),
    verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
  };
}

export function gitTreeJson(
  urls: Urls,
  full: string,
  sha: string,
  entries: { path: string; mode: string; type: string; sha: string; size?: number }[],
) {
  const api = `${urls.api}/repos/${full}`;
  return {
    sha,
    url: `${api}/git/trees/${sha}`,
    truncated: false,
    tree: entries.map((e) => ({
      path: e.path,
      mode: e.mode,
      type: e.type,
      sha: e.sha,
      ...(e.size === undefined ? {} : { size: e.size }),
      url: `${api}/git/${e.type === 'tree' ? 'trees' : 'blobs'}/${e.sha}`,
    })),
  };
}

export function pullRequestJson(
  urls: Urls,
  repo: ReturnType<typeof repositoryJson>,
  pull: {
    id: number;
    number: number;
    title: string;
    body: string | null;
    head: string;
    headSha: string;
    base: string;
    baseSha: string;
    createdAt: string;
  },
  user: { id: number; login: string },
) {
  const api = `${repo.url}/pulls/${pull.number}`;
  const html = `${repo.html_url}/pull/${pull.number}`;
  const issue = `${repo.url}/issues/${pull.number}`;
  const side = (ref: string, sha: string) => ({
    label: `${repo.owner.login}:${ref}`,
    ref,
    sha,
    user: repo.owner,
    repo,
  });
  const link = (href: string) => ({ href });
  return {
    url: api,
    id: pull.id,
    node_id: nodeId('PullRequest', pull.id),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issue,
    commits_url: `${api}/commits`,
    review_comments_url: `${api}/comments`,
    review_comment_url: `${repo.url}/pulls/comments{/number}`,
    comments_url: `${issue}/comments`,
    statuses_url: `${repo.url}/statuses/${pull.headSha}`,
    number: pull.number,
    state: 'open',
    locked: false,
    title: pull.title,
    user: simpleUserJson(urls, user),
    body: pull.body,
    labels: [],
    milestone: null,
    active_lock_reason: null,
    created_at: pull.createdAt,
    updated_at: pull.createdAt,
    closed_at: null,
    merged_at: null,
    merge_commit_sha: null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: side(pull.head, pull.headSha),
    base: side(pull.base, pull.baseSha),
    _links: {
      self: link(api),
      html: link(html),
      issue: link(issue),
      comments: link(`${issue}/comments`),
      review_comments: link(`${api}/comments`),
      review_comment: link(`${repo.url}/pulls/comments{/number}`),
      commits: link(`${api}/commits`),
      statuses: link(`${repo.url}/statuses/${pull.headSha}`),
    },
    author_association: 'OWNER',
    auto_merge: null,
    draft: false,
    merged: false,
    mergeable: null,
    rebaseable: null,
    mergeable_state: 'unknown',
    merged_by: null,
    comments: 0,
    review_comments: 0,
    maintainer_can_modify: false,
    commits: 1,
    additions: 0,
    deletions: 0,
    changed_files: 0,
  };
}

/** GitHub's error body: its message, a link to the docs, and the status as text. */
export function errorJson(message: string, status: number, docs = 'https://docs.github.com/rest') {
  return { message, documentation_url: docs, status: String(status) };
}
