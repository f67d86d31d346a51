/**
 * Removes what looks like a credential from text that reaches alerts or logs: provider error
 * messages sometimes echo (part of) the key or token they rejected.
 *
 * @example
 *   redactSecrets('Incorrect API key provided: sk-proj-abc123def'); // 'Incorrect API key provided: sk-[redacted]'
 */
export function redactSecrets(text: string): string {
  return text
    .replace(/\b(sk|rk|pk|ak)-[A-Za-z0-9_*.-]{6,}/g, '$1-[redacted]')
    .replace(/\b(gh[pousr]_|github_pat_)[A-Za-z0-9_]{8,}/g, '$1[redacted]')
    .replace(/(bearer\s+)[A-Za-z0-9._~+/=-]{8,}/gi, '$1[redacted]')
    .replace(/((?:api[_-]?key|token|password|secret)["']?\s*[:=]\s*["']?)[^\s"',}]{4,}/gi, '$1[redacted]');
}
