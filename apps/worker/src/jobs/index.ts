export { JobsModule } from './jobs.module';
export { JobRunnerService } from './job-runner.service';
export { JobInspectorService, type JobStanding } from './job-inspector.service';
export { OnJob } from './on-job.decorator';
