/**
 * The region the request's own identifiers place it in: "our function
 * arn:aws:lambda:eu-west-1:...:function:x" lives in eu-west-1, so what is written to work with it
 * (a queue that feeds it, a rule that calls it) is written there too, when no region is stated.
 */
import { isIdentifier } from './identifiers';
import { type Component } from './types';

// An ARN's service and region; a certificate CloudFront uses sits in us-east-1 whatever the site's region.
const ARN = /^arn:aws[a-z-]*:([a-z0-9-]+):([a-z]{2}(?:-gov)?-[a-z]+-\d):/;
const ELSEWHERE = new Set(['acm', 'cloudfront', 'wafv2']);

/** The one region every regional ARN the request gave names, if they agree on one. */
export function regionOfGiven(components: readonly Component[]): string | undefined {
  const regions = new Set(
    components.flatMap((c) => {
      const m = c.name && isIdentifier(c.name) ? ARN.exec(c.name) : null;
      return m && !ELSEWHERE.has(m[1]) ? [m[2]] : [];
    }),
  );
  return regions.size === 1 ? [...regions][0] : undefined;
}
