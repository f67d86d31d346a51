import { createZodDto } from 'nestjs-zod';
import { ProfileInputSchema, ProfileResponseSchema } from '@infragen/contracts';

export class ProfileInputDto extends createZodDto(ProfileInputSchema) {}
export class ProfileResponseDto extends createZodDto(ProfileResponseSchema) {}
