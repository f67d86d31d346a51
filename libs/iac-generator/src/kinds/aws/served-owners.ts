/**
 * Things named only as the owner or the user of what is asked are not asked for themselves: "NFS
 * from the app servers' security group sg-0abc…" names the servers by the group they have (theirs
 * already, as its id says), "a file system for the EC2 fleet" the fleet the file system serves,
 * and "lifting our app servers over from Azure" the servers being moved, which are there already.
 */
import { type Intent, type Mention } from '../../understand/understand';
import { cachedPattern } from '../../understand/cached-pattern';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Servers and fleets: what other things are said to be for, or to belong to.
const SERVERS = /^aws\.(?:instance|ec2_fleet|autoscaling_group|launch_template|spot_fleet_request)$/;
// An identifier of a thing that is there already ("sg-0abc…", "subnet-0…", an ARN), quoted or not.
const ID = String.raw`["']?(?:[a-z]{1,6}-[0-9a-f]{6,17}|arn:)`;

/** Whether this mention of servers names only whose a given thing is, or what an asked thing is for. */
export function onlyServed(kind: string, intent: Intent, mention?: Mention): boolean {
  if (!SERVERS.test(kind) || !mention?.text) return false;
  const phrase = intent.phrases[mention.phrase]?.toLowerCase() ?? '';
  const words = escape(mention.text.toLowerCase());
  // "the app servers' security group sg-0e5…": the owner of an identified thing.
  if (cachedPattern(String.raw`\b${words}(?:'s|')\s+(?:[\w-]+\s+){0,3}?${ID}`).test(phrase)) return true;
  // "a set of app servers over from Azure": what is moved here is there already.
  if (
    cachedPattern(
      String.raw`\b(?:lift\w*|mov\w*|migrat\w*|bring\w*|shift\w*|port\w*)\s+(?:[\w'-]+\s+){0,4}?${words}\s+(?:over\s+)?from\b`,
    ).test(phrase)
  )
    return true;
  // "the shared file system for the EC2 fleet": what another asked thing of the phrase is for.
  const served = cachedPattern(String.raw`\bfor\s+(?:the|our|my|its|their)\s+(?:[\w-]+\s+){0,2}?${words}\b`);
  return (
    served.test(phrase) &&
    intent.mentions.some(
      (m) => m !== mention && m.phrase === mention.phrase && m.start < mention.start && !SERVERS.test(m.kind),
    )
  );
}
