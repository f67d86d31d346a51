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

/** Payload of a `github-push` job. */
export interface GithubPushJobData {
  pushId: string;
  userId: string;
  repoFullName: string;
  files: PushFile[];
  commitMessage: string;
}

export interface JobDataByQueue {
  [QueueName.Generation]: GenerationJobData;
  [QueueName.GithubPush]: GithubPushJobData;
}

/** Redis pub/sub channel on which the api announces cancellations to every worker. */
export const CANCEL_CHANNEL = 'infragen:generation:cancel';
