/**
 * What a request says of things it does not want built: one it already has ("our existing SNS
 * topic"), which is referenced (model/existing.ts), and one it is moving off ("off a VM").
 */

import { cachedPattern } from '../../understand/cached-pattern';

export { saysExisting } from '../../understand/existing-said';

/**
 * Whether the request says the user is moving away from this mention's thing ("off a VM", "instead
 * of EC2"), or moving it off somewhere ("our cron jobs off a VM"): what it becomes is asked for in
 * its own words, so neither is built as it was.
 */
export function leaving(phrase: string | undefined, text: string): boolean {
  if (!phrase) return false;
  const words = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return cachedPattern(
    `\\b(?:mov\\w*|migrat\\w*|get\\w*|tak\\w*)\\s+(?:[\\w'-]+\\s+){0,4}?(?:off|away from|out of)\\s+(?:of\\s+)?(?:an?\\s+|the\\s+|our\\s+|my\\s+)?(?:[\\w-]+\\s+)?${words}\\b|\\b(?:mov\\w*|migrat\\w*)\\s+(?:an?\\s+|the\\s+|our\\s+|my\\s+)?(?:[\\w-]+\\s+)?${words}\\s+(?:off|away from|out of)\\b|\\b(?:instead of|rather than|replac\\w*|retir\\w*|decommission\\w*)\\s+(?:an?\\s+|the\\s+|our\\s+|my\\s+)?(?:[\\w-]+\\s+)?${words}\\b`,
  ).test(phrase.toLowerCase());
}
