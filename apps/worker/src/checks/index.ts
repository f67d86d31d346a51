export { ChecksModule } from './checks.module';
export { CheckThreadsService } from './check-threads.service';
