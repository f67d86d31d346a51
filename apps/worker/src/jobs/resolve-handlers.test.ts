import { JobName, QueueName } from '@infragen/contracts';
import { resolveHandlers, type FoundHandler } from './resolve-handlers';

const handler = async () => undefined;
const generate: FoundHandler = { queue: QueueName.Generation, name: JobName.Generate, owner: 'A.generate', handler };
const push: FoundHandler = { queue: QueueName.GithubPush, name: JobName.PushFiles, owner: 'B.push', handler };

describe('resolveHandlers', () => {
  it('maps every expected job to its one handler', () => {
    const table = resolveHandlers([generate, push]);
    expect(table[QueueName.Generation].get(JobName.Generate)).toBe(handler);
    expect(table[QueueName.GithubPush].get(JobName.PushFiles)).toBe(handler);
  });

  it('refuses a job without a handler', () => {
    expect(() => resolveHandlers([generate])).toThrow('job "push-files" of queue "github-push" has no handler');
  });

  it('refuses two handlers for one job, naming both', () => {
    expect(() => resolveHandlers([generate, { ...generate, owner: 'C.generate' }, push])).toThrow(
      /has 2 handlers: A.generate, C.generate/,
    );
  });

  it('refuses a handler for a job nobody sends', () => {
    expect(() => resolveHandlers([generate, push, { ...push, queue: QueueName.Generation }])).toThrow(
      /handles unknown job "push-files" of queue "generation"/,
    );
  });
});
