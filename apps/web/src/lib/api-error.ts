/** The catalogue message of an api error answer (RTK Query or fetch), or `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { message?: unknown } } | null)?.data;
  if (data && typeof data.message === 'string' && data.message) return data.message;
  return fallback;
}

export function apiErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}
