import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { GITHUB_PUSH_STATUSES, type GithubPushStatus } from '@infragen/contracts';
import { Generation } from './generation.entity';
import { User } from './user.entity';

/**
 * One push of a generation's files to GitHub, from the request to its end. The `github-push` job
 * has the same id. `repository` is the target (owner/name); null until a temporary repository has
 * been created for a push that had none selected.
 */
@Entity({ tableName: 'github_pushes' })
@Index({ properties: ['user', 'createdAt'] })
export class GithubPush {
  [OptionalProps]?:
    | 'status'
    | 'repository'
    | 'filename'
    | 'branch'
    | 'commitSha'
    | 'commitUrl'
    | 'pullRequestUrl'
    | 'repositoryUrl'
    | 'error'
    | 'errorCode'
    | 'createdAt'
    | 'startedAt'
    | 'finishedAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => Generation, { ref: true, deleteRule: 'cascade' })
  generation!: Ref<Generation>;

  @Enum({ items: [...GITHUB_PUSH_STATUSES], default: 'queued' })
  status: GithubPushStatus = 'queued';

  @Property({ type: 'text', nullable: true })
  repository: string | null = null;

  /** A temporary repository is created for this push (none was selected). */
  @Property({ type: 'boolean' })
  temporary!: boolean;

  /** Whether that temporary repository is private. */
  @Property({ type: 'boolean' })
  private!: boolean;

  @Property({ type: 'boolean' })
  pullRequest!: boolean;

  @Property({ type: 'text' })
  commitMessage!: string;

  /** The name the user gave the file of a one-file answer. */
  @Property({ type: 'text', nullable: true })
  filename: string | null = null;

  @Property({ type: 'integer' })
  files!: number;

  @Property({ type: 'text', nullable: true })
  branch: string | null = null;

  @Property({ type: 'text', nullable: true })
  commitSha: string | null = null;

  @Property({ type: 'text', nullable: true })
  commitUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  pullRequestUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  repositoryUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'text', nullable: true })
  errorCode: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;
}
