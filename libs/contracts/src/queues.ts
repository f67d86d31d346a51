import type { FormatId, PlatformId } from './platforms';

/**
 * BullMQ queue names. NEVER rename one: jobs already waiting or stalled in Redis keep the old name
 * and would be orphaned.
 */
export enum QueueName {
  Generation = 'generation',
  GithubPush = 'github-push',
}

/** Job names inside the queues; like queue names, never renamed. */
export enum JobName {
  Generate = 'generate',
  PushFiles = 'push-files',
}

export interface ConversationTurn {
  content: string;
  isUser: boolean;
  isCode?: boolean;
}

/** Payload of a `generation` job. The job id is the generation id. */
export interface GenerationJobData {
  generationId: string;
  prompt: string;
  platform: PlatformId;
  format: FormatId;
  history: ConversationTurn[];
}

export interface PushFile {
  path: string;
  content: string;
}

/**
 * Payload of a `github-push` job: the push's row holds the rest (repository, message, options),
 * and its files come from the generation as stored, so the job carries no file content.
 */
export interface GithubPushJobData {
  pushId: string;
  userId: string;
  /**
   * Add `infrastructure/README.md` with a diagram of what the code creates. Absent in jobs queued
   * before the option existed: those push the files only, as they were asked.
   */
  diagram?: boolean;
}

export interface JobDataByQueue {
  [QueueName.Generation]: GenerationJobData;
  [QueueName.GithubPush]: GithubPushJobData;
}

/**
 * Redis pub/sub channel on which the api announces cancellations to every worker of its
 * deployment (named with the deployment's key prefix, like every other key it uses).
 */
export function cancelChannel(redisPrefix: string): string {
  return `${redisPrefix}:generation:cancel`;
}
