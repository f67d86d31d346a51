import { createZodDto } from 'nestjs-zod';
import {
  MeResponseSchema,
  SignInRequestSchema,
  SignInResponseSchema,
  SignUpRequestSchema,
  SignUpResponseSchema,
  VerifyEmailQuerySchema,
} from '@infragen/contracts';
import { ONCE_THE_FIELDS_ARE_VALID, requireStrongPassword } from '../users';

const SignUpBody = SignUpRequestSchema.superRefine(requireStrongPassword, ONCE_THE_FIELDS_ARE_VALID);

export class SignUpDto extends createZodDto(SignUpBody) {}
export class SignInDto extends createZodDto(SignInRequestSchema) {}
export class SignInResponseDto extends createZodDto(SignInResponseSchema) {}
export class SignUpResponseDto extends createZodDto(SignUpResponseSchema) {}
export class MeResponseDto extends createZodDto(MeResponseSchema) {}
export class VerifyEmailQueryDto extends createZodDto(VerifyEmailQuerySchema) {}
