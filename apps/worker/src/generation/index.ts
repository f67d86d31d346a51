export { GenerationModule } from './generation.module';
export type { GenerationRun, GenerationSource } from './sources/generation-source';
