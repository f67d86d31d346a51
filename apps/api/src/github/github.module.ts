import { Module } from '@nestjs/common';
import { QueuesModule } from '../queues';
import { RateLimitModule } from '../rate-limit';
import { RealtimeModule } from '../realtime';
import { SettingsModule } from '../settings';
import { GithubController } from './github.controller';
import { GithubAccess } from './github-access.service';
import { GithubConnectionsService } from './github-connections.service';
import { GithubOauthService } from './github-oauth.service';
import { GithubPushesService } from './github-pushes.service';

/** GitHub: connecting an account (OAuth with PKCE), its repositories, and pushes of generated files. */
@Module({
  imports: [QueuesModule, RateLimitModule, RealtimeModule, SettingsModule],
  controllers: [GithubController],
  providers: [GithubAccess, GithubOauthService, GithubConnectionsService, GithubPushesService],
})
export class GithubModule {}
