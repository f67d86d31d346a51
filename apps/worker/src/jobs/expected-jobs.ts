import { JobName, QueueName } from '@infragen/contracts';

/** Every job name each queue carries; each must have exactly one handler. */
export const EXPECTED_JOBS: Readonly<Record<QueueName, readonly JobName[]>> = {
  [QueueName.Generation]: [JobName.Generate],
  [QueueName.GithubPush]: [JobName.PushFiles],
};
