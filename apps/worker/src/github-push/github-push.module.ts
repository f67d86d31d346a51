import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts';
import { JobsModule } from '../jobs';
import { RealtimeModule } from '../realtime';
import { GithubPushProcessor } from './github-push.processor';

/** Runs `github-push` jobs: generated files committed to GitHub with the user's token. */
@Module({ imports: [AlertsModule, JobsModule, RealtimeModule], providers: [GithubPushProcessor] })
export class GithubPushModule {}
