import { createZodDto } from 'nestjs-zod';
import {
  CreateGenerationRequestSchema,
  CreateGenerationResponseSchema,
  GenerationIdParamsSchema,
  GenerationSnapshotSchema,
} from '@infragen/contracts';

export class CreateGenerationDto extends createZodDto(CreateGenerationRequestSchema) {}
export class CreateGenerationResponseDto extends createZodDto(CreateGenerationResponseSchema) {}
export class GenerationIdParamsDto extends createZodDto(GenerationIdParamsSchema) {}
export class GenerationSnapshotDto extends createZodDto(GenerationSnapshotSchema) {}
