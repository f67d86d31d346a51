/** The short explanation: what was understood, what was added implicitly and why, what was not covered. */
import { type Component } from './model/types';

export interface Coverage {
  phrase: string;
  resources: string[];
}

export function coverage(phrases: string[], components: Component[], produced: Map<Component, string[]>): Coverage[] {
  const out: Coverage[] = [];
  phrases.forEach((phrase, i) => {
    const resources = components.filter((c) => c.phrase === i && !c.implicit).flatMap((c) => produced.get(c) ?? []);
    if (resources.length) out.push({ phrase, resources: [...new Set(resources)] });
  });
  return out;
}

const AWS_DEFAULTS = 'Secure defaults: encryption at rest, nothing public unless asked, generated or AWS-managed passwords, least-privilege roles.';

export function explanation(covered: Coverage[], implicit: Component[], produced: Map<Component, string[]>, notCovered: string[], target: string, defaults = AWS_DEFAULTS): string {
  const lines = [`Built-in generator (no model), ${target}. What I understood:`];
  for (const c of covered) lines.push(`- "${c.phrase}" -> ${c.resources.join(', ')}`);
  const added = implicit.filter((c) => (produced.get(c) ?? []).length);
  if (added.length) {
    lines.push('Added because a careful engineer would:');
    for (const c of added) lines.push(`- ${(produced.get(c) ?? []).join(', ')}: ${c.implicit}`);
  }
  for (const n of notCovered) lines.push(`not covered: ${n}`);
  lines.push(defaults);
  return lines.join('\n');
}
