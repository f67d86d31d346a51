import type { ErrorCode } from '@infragen/contracts';

/** The stable code of an api error answer (RTK Query), if any. */
export function errorCode(error: unknown): ErrorCode | null {
  const code = (error as { data?: { code?: unknown } } | null)?.data?.code;
  return typeof code === 'string' ? (code as ErrorCode) : null;
}
