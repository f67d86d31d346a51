import { Generation } from './generation.entity';

/** Every entity the ORM knows; the initial migration and the schema check cover exactly these. */
export const ENTITIES = [Generation];
export { Generation };
export type { GenerationResult } from './generation.entity';
