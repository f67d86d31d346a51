import { type DynamicModule, Module } from '@nestjs/common';
import { AlertsModule } from '../alerts';
import { ChecksModule } from '../checks';
import { JobsModule } from '../jobs';
import { RealtimeModule } from '../realtime';
import { CheckedOutputService } from './checked-output.service';
import { GenerationEndingsService } from './generation-endings.service';
import { GenerationProcessor } from './generation.processor';
import { ReconcilerService } from './reconciler.service';
import type { GenerationSource } from './sources/generation-source';
import { GENERATION_SOURCE, generationSourceProvider } from './sources/source.provider';
import { StreamRelayService } from './stream-relay.service';

/** Runs generation jobs; the source is the configured model, the built-in generator, or a test's. */
@Module({})
export class GenerationModule {
  static forRoot(source?: GenerationSource): DynamicModule {
    return {
      module: GenerationModule,
      imports: [AlertsModule, ChecksModule, JobsModule, RealtimeModule],
      providers: [
        source ? { provide: GENERATION_SOURCE, useValue: source } : generationSourceProvider,
        GenerationEndingsService,
        StreamRelayService,
        CheckedOutputService,
        GenerationProcessor,
        ReconcilerService,
      ],
    };
  }
}
