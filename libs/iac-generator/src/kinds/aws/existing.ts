/**
 * What a request says of things it does not want built: one it already has ("our existing SNS
 * topic"), which is referenced (model/existing.ts), and one it is moving off ("off a VM").
 */

// Up to two words between the thing and what is said of it (its name, "for the logs"), none joining another thing.
const BETWEEN = String.raw`(?:(?!(?:and|or|plus|with|but)\s)[^\s,;]+(?:,(?=\s+(?:which|that)\b))?\s+){0,2}?`;
// A name given right after the thing's words: a quoted name's placeholder, a hyphenated or dotted word, a word with digits.
// The phrase is read as written, so a name is also in the quotes the reading put around it ('"kv-ops"').
const NAMED = String.raw`(?:"?q\u00a7\d+|["'\u201c]?[a-z0-9]+(?:[.-][a-z0-9]+)+|["'\u201c]?[a-z]+\d[a-z0-9]*)\b`;
// Said after the thing: "rg-platform-weu we already have", "that already exists", "(exists, rg-data)", and where it
// is now ("our example.com zone lives in Route 53"): only a thing that exists lives somewhere.
const HAD_AFTER = String.raw`(?:(?:that|which)\s+)?(?:(?:we|i)\s+already\s+(?:have|own|run|use)\b|(?:is\s+|are\s+)?already\s+(?:exists?|there|in place|created|deployed)\b|(?:lives?|resides?|sits?|(?:is|are)\s+hosted)\s+(?:in|on|at)\b)|\(\s*(?:already\s+)?exist(?:s|ing)\b`;

// Said before the thing: "we already have", "I already own", "we've already got".
const HAD_BEFORE = String.raw`(?:(?:we|i)\s+already\s+(?:have|own|run|use)|(?:we|i)'ve\s+already\s+got)`;

/**
 * Whether the request calls this mention's thing one it already has: "our existing SNS topic", and
 * the same said after it ("the resource group rg-platform-weu we already have", "storage account
 * stuploads01 (exists)", "the cluster, which already exists"), or the user's own named thing something
 * is put in ("a record in our hosted zone example.org").
 */
export function saysExisting(phrase: string | undefined, text: string | undefined): boolean {
  if (!phrase || !text) return false;
  const words = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lower = phrase.toLowerCase();
  if (new RegExp(`\\b(?:pre-?)?existing\\s+(?:[\\w'"-]+\\s+){0,3}?${words}\\b`).test(lower)) return true;
  // What an existing thing is in exists ("our existing virtual network vnet-hub in resource group rg-net").
  if (
    new RegExp(
      `\\bexisting\\s+(?:[\\w'"-]+\\s+){1,4}?(?:in|inside|within|under)\\s+(?:the\\s+|our\\s+|its\\s+)?${words}\\b`,
    ).test(lower)
  )
    return true;
  // Said before it: "we already have a resource group rg-core", "I already run the cluster prod-ecs".
  if (new RegExp(`\\b${HAD_BEFORE}\\s+(?:[\\w'"-]+\\s+){0,3}?${words}\\b`).test(lower)) return true;
  if (new RegExp(`\\b${words}\\b,?\\s*${BETWEEN}(?:${HAD_AFTER})`).test(lower)) return true;
  // Something is put in a thing of the user's they name ("a record in our hosted zone example.org"): it is theirs already.
  return new RegExp(`\\b(?:in|into|on|under|inside)\\s+our\\s+${words}\\s+(?:(?:named|called)\\s+)?${NAMED}`).test(
    lower,
  );
}

/**
 * Whether the request says the user is moving away from this mention's thing ("off a VM", "instead
 * of EC2"), or moving it off somewhere ("our cron jobs off a VM"): what it becomes is asked for in
 * its own words, so neither is built as it was.
 */
export function leaving(phrase: string | undefined, text: string): boolean {
  if (!phrase) return false;
  const words = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `\\b(?:mov\\w*|migrat\\w*|get\\w*|tak\\w*)\\s+(?:[\\w'-]+\\s+){0,4}?(?:off|away from|out of)\\s+(?:of\\s+)?(?:an?\\s+|the\\s+|our\\s+|my\\s+)?(?:[\\w-]+\\s+)?${words}\\b|\\b(?:mov\\w*|migrat\\w*)\\s+(?:an?\\s+|the\\s+|our\\s+|my\\s+)?(?:[\\w-]+\\s+)?${words}\\s+(?:off|away from|out of)\\b|\\b(?:instead of|rather than|replac\\w*|retir\\w*|decommission\\w*)\\s+(?:an?\\s+|the\\s+|our\\s+|my\\s+)?(?:[\\w-]+\\s+)?${words}\\b`,
  ).test(phrase.toLowerCase());
}
