import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CancelListenerService } from './cancel-listener.service';
import { JobInspectorService } from './job-inspector.service';
import { JobRunnerService } from './job-runner.service';

/**
 * The queue consumers: one BullMQ worker per queue, dispatching each job to the provider method
 * marked @OnJob for it (found anywhere in the application), and the listener for stops.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [JobRunnerService, CancelListenerService, JobInspectorService],
  exports: [JobRunnerService, JobInspectorService],
})
export class JobsModule {}
