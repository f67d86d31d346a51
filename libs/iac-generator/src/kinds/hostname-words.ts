/**
 * A word inside a host name is part of that name, never a thing asked for: "api" of
 * "api.shop.example.com" asks for no API, "mail" of "mail.example.org" for no mail service. A
 * mention whose words stand in its phrase only inside dotted host names was read from a name.
 */
import { type Mention } from '../understand/intent';

// A host name: labels joined by dots, ending in a top-level domain of letters ("api-internal.example.io").
const HOST = /(?<![\w.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,12}(?![\w-]|\.[a-z0-9])/gi;
// The last label must be a domain people register names under, not a file type or a size ("app.py", "t3.small").
const TOP_LEVEL =
  /\.(?:com|net|org|io|dev|app|co|uk|de|fr|eu|nl|be|ch|at|es|it|se|no|dk|fi|pl|cz|ie|pt|ca|us|au|nz|jp|in|br|mx|ai|cloud|tech|info|biz|me|xyz|site|online|shop|store|internal|local|corp|lan|example|test)$/i;

/** Whether every place the mention's words stand in its phrase is inside a host name. */
export function onlyInHostNames(phrase: string | undefined, mention?: Mention): boolean {
  const words = mention?.text?.trim().toLowerCase();
  if (!phrase || !words || /\s/.test(words)) return false;
  const lower = phrase.toLowerCase();
  const hosts = [...lower.matchAll(HOST)]
    .filter((h) => TOP_LEVEL.test(h[0]))
    .map((h) => [h.index, h.index + h[0].length] as const);
  if (!hosts.length) return false;
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const places = [...lower.matchAll(new RegExp(`(?<![a-z0-9])${escaped}(?![a-z0-9])`, 'g'))];
  return places.length > 0 && places.every((p) => hosts.some(([a, b]) => p.index >= a && p.index < b));
}
