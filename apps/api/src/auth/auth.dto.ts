import { createZodDto } from 'nestjs-zod';
import {
  MeResponseSchema,
  Messages,
  NewPasswordSchema,
  SignInRequestSchema,
  SignInResponseSchema,
  SignUpRequestSchema,
  SignUpResponseSchema,
  VerifyEmailQuerySchema,
} from '@infragen/contracts';
import { COMMON_PASSWORDS } from './common-passwords';

/** The contract's sign-up body plus the rule only the server can check (it holds the list). */
const SignUpBody = SignUpRequestSchema.extend({
  password: NewPasswordSchema.refine((p) => !COMMON_PASSWORDS.has(p.toLowerCase()), Messages.auth.passwordTooCommon),
});

export class SignUpDto extends createZodDto(SignUpBody) {}
export class SignInDto extends createZodDto(SignInRequestSchema) {}
export class SignInResponseDto extends createZodDto(SignInResponseSchema) {}
export class SignUpResponseDto extends createZodDto(SignUpResponseSchema) {}
export class MeResponseDto extends createZodDto(MeResponseSchema) {}
export class VerifyEmailQueryDto extends createZodDto(VerifyEmailQuerySchema) {}
