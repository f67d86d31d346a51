import { createZodDto } from 'nestjs-zod';
import {
  AdminLoginHintSchema,
  AdminLoginResponseSchema,
  AdminVerifyResponseSchema,
  SignInRequestSchema,
} from '@infragen/contracts';

export class AdminLoginDto extends createZodDto(SignInRequestSchema) {}
export class AdminLoginResponseDto extends createZodDto(AdminLoginResponseSchema) {}
export class AdminVerifyResponseDto extends createZodDto(AdminVerifyResponseSchema) {}
export class AdminLoginHintDto extends createZodDto(AdminLoginHintSchema) {}
