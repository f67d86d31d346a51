import { createZodDto } from 'nestjs-zod';
import { ValidateRequestSchema, ValidateResponseSchema } from '@infragen/contracts';

export class ValidateRequestDto extends createZodDto(ValidateRequestSchema) {}
export class ValidateResponseDto extends createZodDto(ValidateResponseSchema) {}
