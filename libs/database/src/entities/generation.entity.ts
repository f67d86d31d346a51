import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { GENERATION_STATUSES } from '@infragen/contracts';
import type {
  ConversationTurn,
  Diagnostic,
  FormatId,
  GenerationResult,
  GenerationStatus,
  PlatformId,
  RepairRecord,
} from '@infragen/contracts';

/**
 * One request to generate code and everything the pipeline learnt about it. The BullMQ job that
 * runs it has the same id, so a worker can always find its row.
 */
@Entity({ tableName: 'generations' })
@Index({ properties: ['userId', 'createdAt'] })
// A project's generations are read, counted and removed with it (the operator panel's projects).
@Index({ properties: ['conversationId'] })
export class Generation {
  /** Properties with defaults, optional when creating. */
  [OptionalProps]?:
    | 'status'
    | 'history'
    | 'userId'
    | 'anonSessionHash'
    | 'conversationId'
    | 'text'
    | 'seq'
    | 'result'
    | 'error'
    | 'diagnostics'
    | 'repair'
    | 'cancelRequestedAt'
    | 'createdAt'
    | 'updatedAt'
    | 'startedAt'
    | 'finishedAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Enum({ items: [...GENERATION_STATUSES], default: 'queued' })
  status: GenerationStatus = 'queued';

  @Property({ type: 'text' })
  prompt!: string;

  @Property({ type: 'text' })
  platform!: PlatformId;

  @Property({ type: 'text' })
  format!: FormatId;

  @Property({ type: 'jsonb', defaultRaw: `'[]'` })
  history: ConversationTurn[] = [];

  /** Owner when signed in; anonymous visitors own theirs through `anonSessionHash`. */
  @Property({ type: 'uuid', nullable: true })
  userId: string | null = null;

  /** SHA-256 of the anonymous session token; the token itself is never stored. */
  @Property({ type: 'text', nullable: true })
  anonSessionHash: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  conversationId: string | null = null;

  /** Text streamed so far and the sequence number of its last delta, flushed as it streams. */
  @Property({ type: 'text' })
  text = '';

  @Property({ type: 'integer' })
  seq = 0;

  @Property({ type: 'jsonb', nullable: true })
  result: GenerationResult | null = null;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  /** The findings of the kept answer's checks; null until checked (or when it could not be). */
  @Property({ type: 'jsonb', nullable: true })
  diagnostics: Diagnostic[] | null = null;

  /** The repair rounds run on the answer and which answer was kept; null when none ran. */
  @Property({ type: 'jsonb', nullable: true })
  repair: RepairRecord | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  cancelRequestedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;
}
