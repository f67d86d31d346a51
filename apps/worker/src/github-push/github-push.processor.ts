import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Logger } from 'pino';
import {
  AppError,
  isAppError,
  JobName,
  Messages,
  QueueName,
  Rooms,
  settingValue,
  type FormatId,
  type GithubPushJobData,
  type GithubPushStep,
  type GithubRepository,
  type PushFile,
} from '@infragen/contracts';
import {
  GithubConnectionsRepository,
  githubPushView,
  GithubPushesRepository,
  SystemSettingsRepository,
  type GithubConnectionRecord,
  type GithubPushRecord,
} from '@infragen/database';
import {
  createGithubClient,
  createRepository,
  getRepository,
  GithubError,
  githubActionMessage,
  pushFiles,
  pushFilesFor,
  temporaryRepositoryName,
  type GithubClient,
} from '@infragen/github';
import { resolveEncryptionKey, SecretBox, SecretUnreadableError } from '@infragen/runtime';
import { SystemAlertsService } from '../alerts';
import { WORKER_CONFIG, WORKER_LOGGER, type WorkerConfig } from '../config';
import { JobRunnerService, OnJob } from '../jobs';
import { SocketEmitterService } from '../realtime';
import { diagramReadmeFile } from './diagram-readme';

/** A push is a background job: a server error of GitHub is tried again after 1, 4 and 9 seconds. */
const PUSH_RETRIES = 3;

const notConnected = () => new AppError('GITHUB_NOT_CONNECTED', Messages.github.notConnectedOrNoRepo);
const reconnect = () =>
  new AppError('GITHUB_RECONNECT_REQUIRED', githubActionMessage('push', Messages.github.reasons.reconnect));

/**
 * Runs `github-push` jobs: the files of a completed generation, committed through the Git Data
 * API with the user's token (opened only here, never logged), into the selected repository or a
 * temporary one created for the push. Progress and the result (repository, commit, pull request)
 * go to the user's room; every failure ends the push with a catalogue message, and nothing is
 * reported done before the branch has moved.
 */
@Injectable()
export class GithubPushProcessor implements OnModuleInit {
  /** Opens the users' tokens; none while GitHub is not configured (the api queues no push then). */
  private readonly box: SecretBox | null;

  constructor(
    private readonly pushes: GithubPushesRepository,
    private readonly connections: GithubConnectionsRepository,
    private readonly settings: SystemSettingsRepository,
    private readonly sockets: SocketEmitterService,
    private readonly alerts: SystemAlertsService,
    private readonly runner: JobRunnerService,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_LOGGER) private readonly logger: Logger,
  ) {
    const configured = !!config.env.GITHUB_CLIENT_ID && !!config.env.GITHUB_CLIENT_SECRET;
    this.box = configured ? new SecretBox(resolveEncryptionKey(config.env).key) : null;
  }

  onModuleInit(): void {
    // A push whose workers died twice over (stalled): it ends with a message, never stays running.
    this.runner.onFinalFailure(QueueName.GithubPush, async (job, error) => {
      if (!/stalled/i.test(error.message)) return;
      const data = job.data as GithubPushJobData;
      await this.fail(data.pushId, new AppError('GITHUB_PUSH_LOST', Messages.github.workerLost));
    });
  }

  @OnJob({ queue: QueueName.GithubPush, name: JobName.PushFiles })
  async push(job: Job<GithubPushJobData>): Promise<void> {
    const push = await this.pushes.claim(job.data.pushId);
    if (!push) return; // it has ended (or is gone): nothing to do
    let connection: GithubConnectionRecord | null = null;
    try {
      await this.assertEnabled();
      connection = await this.connections.find(push.userId);
      if (!connection) throw notConnected();
      if (connection.status === 'broken') throw reconnect();
      const github = await this.client(connection);
      const generation = await this.pushes.pushableGeneration(push.generationId, push.userId);
      if (!generation) throw new AppError('GITHUB_NOTHING_TO_PUSH', Messages.github.generationHasNoCode);
      const files = pushFilesFor({
        ...generation,
        filename: push.filename,
        temporary: push.temporary,
        at: new Date(push.createdAt),
      });
      if (job.data.diagram) {
        const readme = await this.readme(files, generation.format, push.id);
        if (readme) files.push(readme);
      }
      const repository = push.repository ?? (await this.temporaryRepository(github, push, files.length));
      const progress = (step: GithubPushStep) =>
        this.sockets.emitTo(Rooms.user(push.userId), 'github:push-progress', {
          id: push.id,
          step,
          files: files.length,
          repository,
        });
      const [owner, repo] = repository.split('/') as [string, string];
      const result = await pushFiles(github, {
        owner,
        repo,
        files,
        message: push.commitMessage,
        pullRequest: push.pullRequest
          ? { branch: `infragen/${push.id.slice(0, 8)}`, body: Messages.github.pullRequestBody }
          : null,
        onStep: progress,
      });
      const done = await this.pushes.complete(push.id, result);
      if (done) this.sockets.emitTo(Rooms.user(push.userId), 'github:push-completed', { push: githubPushView(done) });
      this.logger.info({ pushId: push.id, files: files.length, pullRequest: push.pullRequest }, 'pushed to GitHub');
    } catch (error) {
      const failure = isAppError(error) ? error : new AppError('INTERNAL', Messages.http.internal, { cause: error });
      await this.report(push, connection, failure, error);
      await this.fail(push.id, failure);
      // Not retried: the user has been told, and GitHub's own failures were retried by the client.
      throw new UnrecoverableError(failure.message);
    }
  }

  /**
   * The diagram README of the files, or none: a diagram that cannot be made (code the parsers
   * cannot read) never stops the push of the code itself.
   */
  private async readme(files: PushFile[], format: FormatId, pushId: string): Promise<PushFile | null> {
    try {
      return await diagramReadmeFile(files, format);
    } catch (error) {
      this.logger.warn({ err: error, pushId }, 'GitHub push: no diagram README (the code could not be drawn)');
      return null;
    }
  }

  /** The operator's switch, read where the push runs: turned off after the request, it stops the push. */
  private async assertEnabled(): Promise<void> {
    const stored = (await this.settings.all()).find((s) => s.key === 'github_integration_enabled');
    if (stored && !settingValue('github_integration_enabled', stored.value))
      throw new AppError('GITHUB_DISABLED', Messages.github.disabled);
  }

  private async client(connection: GithubConnectionRecord): Promise<GithubClient> {
    if (!this.box) throw new AppError('GITHUB_NOT_CONFIGURED', Messages.github.configUnavailable);
    let token: string;
    try {
      token = this.box.open(connection.tokenCiphertext, `github-token:${connection.userId}`);
    } catch (error) {
      if (error instanceof SecretUnreadableError)
        throw new GithubError('unauthorized', Messages.github.tokenUnreadable, error.message);
      throw error;
    }
    return createGithubClient({
      apiUrl: this.config.env.GITHUB_API_URL,
      token,
      retries: PUSH_RETRIES,
      throttleId: connection.userId,
      warn: (message) => this.logger.warn({ github: message }, 'GitHub client warning'),
    });
  }

  /**
   * Creates the push's temporary repository and selects it. Its name comes from the push's time,
   * so a push taken again after a crash finds the repository it already made instead of a second.
   */
  private async temporaryRepository(github: GithubClient, push: GithubPushRecord, files: number): Promise<string> {
    this.sockets.emitTo(Rooms.user(push.userId), 'github:push-progress', {
      id: push.id,
      step: 'creating-repository',
      files,
      repository: null,
    });
    const name = temporaryRepositoryName(Date.parse(push.createdAt));
    let repository: GithubRepository;
    try {
      repository = await createRepository(github, {
        name,
        description: Messages.github.tempRepoDescription,
        private: push.private,
      });
    } catch (error) {
      if (!(error instanceof GithubError && error.kind === 'rejected')) throw error;
      const { data: account } = await github.rest.users.getAuthenticated();
      repository = await getRepository(github, `${account.login}/${name}`);
    }
    await this.pushes.setRepository(push.id, repository.full_name, repository.html_url);
    await this.connections.selectRepository(push.userId, repository);
    this.sockets.emitTo(Rooms.user(push.userId), 'github:connection-changed', { reason: 'repository-selected' });
    return repository.full_name;
  }

  /** Logs the failure (GitHub's words, never the token), marks a refused token, alerts on GitHub outages. */
  private async report(
    push: GithubPushRecord,
    connection: GithubConnectionRecord | null,
    failure: AppError,
    error: unknown,
  ): Promise<void> {
    const detail = error instanceof GithubError ? error.detail : undefined;
    if (failure.code === 'INTERNAL') this.logger.error({ err: error, pushId: push.id }, 'GitHub push failed');
    else this.logger.warn({ pushId: push.id, code: failure.code, github: detail }, 'GitHub push failed');
    if (error instanceof GithubError && error.kind === 'unauthorized' && connection) {
      if (await this.connections.markBroken(connection.userId, connection.tokenCiphertext))
        this.sockets.emitTo(Rooms.user(push.userId), 'github:connection-changed', { reason: 'broken' });
    }
    if (failure.alert)
      await this.alerts.raise({
        ...failure.alert,
        message: Messages.github.alert.message(this.config.env.GITHUB_API_URL, detail ?? failure.message),
      });
  }

  private async fail(id: string, failure: AppError): Promise<void> {
    const ended = await this.pushes.fail(id, failure.message, failure.code);
    if (!ended) return;
    this.sockets.emitTo(Rooms.user(ended.userId), 'github:push-failed', {
      push: githubPushView(ended),
      code: failure.code,
    });
  }
}
