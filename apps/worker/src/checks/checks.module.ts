import { Module } from '@nestjs/common';
import { CheckThreadsService } from './check-threads.service';

/** Checks of generated code, in worker threads kept warm for the life of the process. */
@Module({ providers: [CheckThreadsService], exports: [CheckThreadsService] })
export class ChecksModule {}
