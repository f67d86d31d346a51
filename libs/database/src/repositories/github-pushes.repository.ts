import type { EntityManager } from '@mikro-orm/postgresql';
import type { FormatId, GeneratedFile, GithubPushStatus, GithubPushView, PlatformId } from '@infragen/contracts';

/** A push as stored: what the api and the browser see, and what the worker needs to run it. */
export interface GithubPushRecord extends GithubPushView {
  userId: string;
  temporary: boolean;
  private: boolean;
  commitMessage: string;
  filename: string | null;
  errorCode: string | null;
}

export interface NewGithubPush {
  id: string;
  userId: string;
  generationId: string;
  /** owner/name; null for a push that creates a temporary repository. */
  repository: string | null;
  repositoryUrl: string | null;
  temporary: boolean;
  private: boolean;
  pullRequest: boolean;
  commitMessage: string;
  filename: string | null;
  files: number;
}

/** Where a completed push landed. */
export interface PushOutcome {
  branch: string;
  commitSha: string;
  commitUrl: string;
  pullRequestUrl: string | null;
}

/** A completed generation of one user, with what a push needs from it. */
export interface PushableGeneration {
  platform: PlatformId;
  format: FormatId;
  files: GeneratedFile[];
  createdAt: Date;
}

interface Row {
  id: string;
  user_id: string;
  generation_id: string;
  status: GithubPushStatus;
  repository: string | null;
  temporary: boolean;
  private: boolean;
  pull_request: boolean;
  commit_message: string;
  filename: string | null;
  files: number;
  branch: string | null;
  commit_sha: string | null;
  commit_url: string | null;
  pull_request_url: string | null;
  repository_url: string | null;
  error: string | null;
  error_code: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const COLUMNS = `id, user_id, generation_id, status, repository, temporary, private, pull_request, commit_message,
  filename, files, branch, commit_sha, commit_url, pull_request_url, repository_url, error, error_code, created_at,
  finished_at`;

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

function toRecord(row: Row): GithubPushRecord {
  return {
    id: row.id,
    userId: row.user_id,
    generationId: row.generation_id,
    status: row.status,
    repository: row.repository,
    temporary: row.temporary,
    private: row.private,
    pullRequest: row.pull_request,
    commitMessage: row.commit_message,
    filename: row.filename,
    files: row.files,
    branch: row.branch,
    commitSha: row.commit_sha,
    commitUrl: row.commit_url,
    pullRequestUrl: row.pull_request_url,
    repositoryUrl: row.repository_url,
    error: row.error,
    errorCode: row.error_code,
    createdAt: iso(row.created_at)!,
    finishedAt: iso(row.finished_at),
  };
}

/** The view of a push the browser gets: the record without the worker's own fields. */
export function githubPushView(record: GithubPushRecord): GithubPushView {
  const { userId: _u, temporary: _t, private: _p, commitMessage: _c, filename: _f, errorCode: _e, ...view } = record;
  return view;
}

/**
 * Pushes of generated files to GitHub (table github_pushes). Every change of state is one
 * conditional statement, so a push ends once, whichever worker (or retry) gets there.
 */
export class GithubPushesRepository {
  constructor(private readonly em: EntityManager) {}

  /** The generation, if it belongs to `userId` and has completed with files; else null. */
  async pushableGeneration(generationId: string, userId: string): Promise<PushableGeneration | null> {
    const rows = await this.em
      .getConnection()
      .execute<{ platform: PlatformId; format: FormatId; files: GeneratedFile[] | null; created_at: Date }[]>(
        `select platform, format, result -> 'files' as files, created_at from generations
       where id = ? and user_id = ? and status = 'completed'`,
        [generationId, userId],
      );
    const row = rows[0];
    if (!row || !Array.isArray(row.files) || row.files.length === 0) return null;
    return { platform: row.platform, format: row.format, files: row.files, createdAt: new Date(row.created_at) };
  }

  /** Whether the user owns a generation with this id (whatever its state). */
  async ownsGeneration(generationId: string, userId: string): Promise<boolean> {
    const rows = await this.em
      .getConnection()
      .execute<unknown[]>('select 1 from generations where id = ? and user_id = ?', [generationId, userId]);
    return rows.length > 0;
  }

  async create(push: NewGithubPush): Promise<GithubPushRecord> {
    const rows = await this.em.getConnection().execute<Row[]>(
      `insert into github_pushes (id, user_id, generation_id, repository, repository_url, temporary, private,
         pull_request, commit_message, filename, files)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning ${COLUMNS}`,
      [
        push.id,
        push.userId,
        push.generationId,
        push.repository,
        push.repositoryUrl,
        push.temporary,
        push.private,
        push.pullRequest,
        push.commitMessage,
        push.filename,
        push.files,
      ],
    );
    return toRecord(rows[0]!);
  }

  /** Takes back a push whose job could not be queued. */
  async remove(id: string): Promise<void> {
    await this.em.getConnection().execute('delete from github_pushes where id = ?', [id]);
  }

  async find(id: string): Promise<GithubPushRecord | null> {
    const rows = await this.em
      .getConnection()
      .execute<Row[]>(`select ${COLUMNS} from github_pushes where id = ?`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * Marks the push running, unless it has ended; a push already running is taken again (its
   * worker died and BullMQ handed the job on). Null when it may not run.
   */
  async claim(id: string): Promise<GithubPushRecord | null> {
    const rows = await this.em.getConnection().execute<Row[]>(
      `update github_pushes set status = 'running', started_at = coalesce(started_at, now())
       where id = ? and status in ('queued', 'running') returning ${COLUMNS}`,
      [id],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** The repository a push goes to, once its temporary repository exists. */
  async setRepository(id: string, repository: string, repositoryUrl: string): Promise<void> {
    await this.em
      .getConnection()
      .execute('update github_pushes set repository = ?, repository_url = ? where id = ?', [
        repository,
        repositoryUrl,
        id,
      ]);
  }

  /** Ends a running push with its commit (and pull request). Null when it had already ended. */
  async complete(id: string, outcome: PushOutcome): Promise<GithubPushRecord | null> {
    const rows = await this.em.getConnection().execute<Row[]>(
      `update github_pushes set status = 'completed', branch = ?, commit_sha = ?, commit_url = ?,
         pull_request_url = ?, finished_at = now()
       where id = ? and status = 'running' returning ${COLUMNS}`,
      [outcome.branch, outcome.commitSha, outcome.commitUrl, outcome.pullRequestUrl, id],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Ends a push that has not ended with its failure. Null when it had already ended. */
  async fail(id: string, error: string, errorCode: string): Promise<GithubPushRecord | null> {
    const rows = await this.em.getConnection().execute<Row[]>(
      `update github_pushes set status = 'failed', error = ?, error_code = ?, finished_at = now()
       where id = ? and status in ('queued', 'running') returning ${COLUMNS}`,
      [error, errorCode, id],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }
}
