import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, JobName, Messages, QueueName, type GithubPushView } from '@infragen/contracts';
import { githubPushView, GithubPushesRepository } from '@infragen/database';
import { QueuesService } from '../queues';
import { RateLimitService } from '../rate-limit';
import { GithubAccess } from './github-access.service';

/** Pushes a user may ask for in an hour: each costs GitHub requests against the user's own limit. */
const PUSH_LIMIT = { count: 60, windowSeconds: 3600 };

export interface PushInput {
  generationId: string;
  commitMessage: string;
  filename?: string;
  pullRequest: boolean;
  autoCreate: boolean;
  private: boolean;
  /** Add infrastructure/README.md with a diagram of what the code creates. */
  diagram: boolean;
}

const pushNotFound = () => new AppError('GITHUB_PUSH_NOT_FOUND', Messages.github.pushNotFound);

/**
 * Push requests: checked here (a connection, a completed generation of the user's, a repository
 * or auto-create), stored, and run by a worker as a `github-push` job under the push's id; its
 * progress and result reach the user's room.
 */
@Injectable()
export class GithubPushesService {
  constructor(
    private readonly access: GithubAccess,
    private readonly pushes: GithubPushesRepository,
    private readonly queues: QueuesService,
    private readonly limits: RateLimitService,
  ) {}

  async create(userId: string, input: PushInput): Promise<GithubPushView> {
    const connection = await this.access.connection(userId, 'push');
    const generation = await this.pushes.pushableGeneration(input.generationId, userId);
    if (!generation) {
      if (await this.pushes.ownsGeneration(input.generationId, userId))
        throw new AppError('GITHUB_NOTHING_TO_PUSH', Messages.github.generationHasNoCode);
      throw new AppError('GENERATION_NOT_FOUND', Messages.generation.generationNotFound);
    }
    if (input.filename && generation.files.length > 1)
      throw new AppError('VALIDATION_FAILED', Messages.github.filenameNeedsOneFile);
    const target = connection.selectedRepo;
    if (!target && !input.autoCreate)
      throw new AppError('GITHUB_NO_REPOSITORY', Messages.github.selectRepoOrAutoCreate);
    await this.limits.consume(`github-push:${userId}`, PUSH_LIMIT.count, PUSH_LIMIT.windowSeconds);
    const push = await this.pushes.create({
      id: randomUUID(),
      userId,
      generationId: input.generationId,
      repository: target?.full_name ?? null,
      repositoryUrl: target?.html_url ?? null,
      temporary: !target,
      private: input.private,
      pullRequest: input.pullRequest,
      commitMessage: input.commitMessage,
      filename: input.filename ?? null,
      files: generation.files.length,
    });
    try {
      await this.queues.add(
        QueueName.GithubPush,
        JobName.PushFiles,
        { pushId: push.id, userId, diagram: input.diagram },
        push.id,
      );
    } catch (error) {
      // Without a job the push would wait forever: take it back and let the client try again.
      await this.pushes.remove(push.id);
      throw error;
    }
    return githubPushView(push);
  }

  /** A push of this user's; someone else's reads exactly like a missing one. */
  async get(userId: string, id: string): Promise<GithubPushView> {
    await this.access.assertEnabled();
    const push = await this.pushes.find(id);
    if (!push || push.userId !== userId) throw pushNotFound();
    return githubPushView(push);
  }
}
