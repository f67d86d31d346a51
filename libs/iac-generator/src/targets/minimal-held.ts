/**
 * What a mention a minimal block serves states that goes in the schema's fields of that name at any
 * depth (a container's image, CPUs, memory and port), and whether the files carry it.
 */
import { ANY_DEPTH, type StatedValue } from '../catalogue/stated';
import { type Mention } from '../understand/understand';
import { escapeRe } from './named-types';

// The fields each of a mention's attributes goes in at any depth of a minimal block, and its value
// as the providers take it (memory in GB).
const ANY_DEPTH_FIELDS: {
  key: string;
  fields: string[];
  value: (a: Mention['attrs']) => string | number | undefined;
}[] = [
  { key: 'image', fields: ['image'], value: (a) => a.image },
  { key: 'cpu', fields: ['cpu'], value: (a) => a.cpu },
  {
    key: 'memoryMb',
    fields: ['memory', 'memoryInGB'],
    value: (a) => (a.memoryMb !== undefined ? Math.round((a.memoryMb / 1024) * 100) / 100 : undefined),
  },
  { key: 'ports', fields: ['port'], value: (a) => a.ports[0] },
];

/**
 * Whether a setting of a mention a minimal block serves is in the files all the same: its value
 * written in a field its attribute goes in at any depth (`image = "nginx:1.27"`, `"cpu": 1`).
 */
export function heldByMinimalBlock(m: Mention, keys: readonly string[], code: string): boolean {
  return ANY_DEPTH_FIELDS.filter((d) => keys.includes(d.key)).some((d) => {
    const value = d.value(m.attrs);
    return (
      value !== undefined &&
      d.fields.some((field) =>
        // Bicep writes a fraction as `json('1.5')`.
        new RegExp(`["']?\\b${field}["']?\\s*[:=]\\s*(?:json\\()?["']?${escapeRe(String(value))}(?![\\w.])`, 'i').test(
          code,
        ),
      )
    );
  });
}

/**
 * What a mention states that goes in the schema's required fields of that name wherever they are:
 * the image a container runs, its CPUs, its memory and its port.
 */
export function anyDepthStated(m: Mention): StatedValue[] | undefined {
  const out = ANY_DEPTH_FIELDS.flatMap((d) => {
    const value = d.value(m.attrs);
    return value === undefined
      ? []
      : d.fields.map((field) => ({ path: [ANY_DEPTH, field], value, text: String(value) }));
  });
  return out.length ? out : undefined;
}
