import { type Component } from './types';

/**
 * The CORS rule a store's writer writes, once for every cloud: the origins and methods stated of
 * the rule or of its store, else the writer's defaults (GET and HEAD from the request's domain).
 */
export function corsRule(
  parts: (Component | undefined)[],
  fallbackOrigin: string,
): { origins: string[]; methods: string[] } {
  const stated = <K extends 'corsOrigins' | 'corsMethods'>(k: K) => parts.find((p) => p?.attrs[k]?.length)?.attrs[k];
  return { origins: stated('corsOrigins') ?? [fallbackOrigin], methods: stated('corsMethods') ?? ['GET', 'HEAD'] };
}
