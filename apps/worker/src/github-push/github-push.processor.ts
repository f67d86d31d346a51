import { Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { JobName, Messages, QueueName, type GithubPushJobData } from '@infragen/contracts';
import { OnJob } from '../jobs/on-job.decorator';

/**
 * Consumer of the `github-push` queue. The GitHub integration (libs/github) is not built yet, so
 * a push job ends at once with a message that says so rather than pretending to push.
 */
@Injectable()
export class GithubPushProcessor {
  @OnJob({ queue: QueueName.GithubPush, name: JobName.PushFiles })
  async push(_job: Job<GithubPushJobData>): Promise<never> {
    throw new UnrecoverableError(Messages.github.pushNotAvailable);
  }
}
