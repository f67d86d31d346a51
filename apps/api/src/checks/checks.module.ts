import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit';
import { CheckThreadsService } from './check-threads.service';
import { ChecksController } from './checks.controller';
import { ChecksService } from './checks.service';

/** `POST /api/checks/validate`: code a user edited, checked in worker threads as generated code is. */
@Module({
  imports: [RateLimitModule],
  controllers: [ChecksController],
  providers: [CheckThreadsService, ChecksService],
})
export class ChecksModule {}
