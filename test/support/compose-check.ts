import { parse } from 'yaml';

interface ComposeService {
  image?: string;
  build?: unknown;
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: unknown;
  volumes?: (string | { source?: string })[];
}

const CONDITIONS = new Set(['service_started', 'service_healthy', 'service_completed_successfully']);
/** `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?message}`, `${NAME?message}`, `$$`. */
const INTERPOLATION = /\$(?:\$|\{[A-Za-z_][A-Za-z0-9_]*(?:(?::?[-?])[^}]*)?\}|[A-Za-z_][A-Za-z0-9_]*)/g;

/** `${NAME:?message}` (unset or empty is an error) and `${NAME?message}` (unset is an error). */
const MANDATORY = /\$\{([A-Za-z_][A-Za-z0-9_]*)(:?)\?([^}]*)\}/g;

/**
 * What `docker compose config` would refuse in our compose file, checked without the binary
 * (for machines that have no docker compose): the YAML with its anchors and merges, an image or
 * a build for every service, dependencies on services that exist with a valid condition (and a
 * health check where the condition needs one), named volumes declared, interpolations well formed,
 * and a mandatory variable missing from `env` (with its message). Returns the problems found,
 * empty when there are none.
 */
export function composeProblems(text: string, env: Record<string, string | undefined> = process.env): string[] {
  const problems: string[] = [];
  for (const [, name, colon, message] of text.matchAll(MANDATORY)) {
    const value = env[name!];
    if (value === undefined || (colon === ':' && value === '')) problems.push(`${name}: ${message}`);
  }
  const dollars = text.match(/\$[^$]?/g) ?? [];
  const wellFormed = text.match(INTERPOLATION) ?? [];
  if (dollars.length !== wellFormed.length) problems.push('a $ that is not a well-formed interpolation');
  let file: { services?: Record<string, ComposeService>; volumes?: Record<string, unknown> };
  try {
    file = parse(text, { merge: true }) as typeof file;
  } catch (error) {
    return [`not valid YAML: ${(error as Error).message}`];
  }
  const services = file.services ?? {};
  if (Object.keys(services).length === 0) problems.push('no services');
  const declaredVolumes = new Set(Object.keys(file.volumes ?? {}));
  for (const [name, service] of Object.entries(services)) {
    if (!service.image && !service.build) problems.push(`${name}: neither image nor build`);
    const depends: Record<string, { condition?: string }> = Array.isArray(service.depends_on)
      ? Object.fromEntries(service.depends_on.map((d) => [d, {}]))
      : (service.depends_on ?? {});
    for (const [target, { condition }] of Object.entries(depends)) {
      if (!services[target]) problems.push(`${name}: depends on ${target}, which is not a service`);
      if (condition && !CONDITIONS.has(condition)) problems.push(`${name}: unknown condition ${condition}`);
      if (condition === 'service_healthy' && services[target] && !services[target].healthcheck) {
        problems.push(`${name}: waits for ${target} to be healthy, which has no health check`);
      }
    }
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0]! : (volume.source ?? '');
      const named = source !== '' && !source.startsWith('.') && !source.startsWith('/') && !source.startsWith('~');
      if (named && !declaredVolumes.has(source)) problems.push(`${name}: volume ${source} is not declared`);
    }
  }
  return problems;
}
