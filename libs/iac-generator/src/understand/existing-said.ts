/**
 * Whether the request calls a thing one the user already has, in any wording (the reading of
 * "existing" on every cloud): kinds/existing-mention.ts flags the mentions it holds for, and a
 * follow-up that puts one in the place of a new one drops the new one (follow-up/existing-instead.ts).
 */
import { cachedPattern } from './cached-pattern';

// Up to two words between the thing and what is said of it (its name, "for the logs"), none joining another thing.
const BETWEEN = String.raw`(?:(?!(?:and|or|plus|with|but)\s)[^\s,;]+(?:,(?=\s+(?:which|that)\b))?\s+){0,2}?`;
// Up to three words between what is said and the thing after it ("existing Event Hubs namespace"), none joining
// another thing or starting another ask ("we already have a vpc and need a bucket" says nothing of the bucket).
const LEADING = String.raw`(?:(?!(?:and|or|plus|but|need|want|so|then|to|new|create|add)\s)[\w'"-]+\s+){0,3}?`;
// A name given right after the thing's words: a quoted name's placeholder, a hyphenated or dotted word (with a
// letter: "8.0" is a version), a word with digits, a quoted word.
// The phrase is read as written, so a name is also in the quotes the reading put around it ('"kv-ops"').
const NAMED = String.raw`(?:"?q\u00a7\d+|["'\u201c]?(?=[\w.-]*[a-z])[a-z0-9]+(?:[._-][a-z0-9]+)+|["'\u201c]?[a-z]+\d[a-z0-9]*|["'\u201c][a-z][a-z0-9]*(?=["'\u201d]))\b`;
// "already", as typed in a hurry ("allready", "alredy").
const ALREADY = String.raw`al+re?a?dy`;
// "existing", as typed in a hurry ("exisiting", "exsiting").
const EXISTING_WORD = String.raw`(?:(?:pre-?|${ALREADY}[- ])?(?:existing|exisiting|exsiting|exisitng|exising)|existent)`;
// What the user does with a thing they have: have, own, run, operate; "got" as in "we've got".
const HAVE = String.raw`(?:have|own|run|use|operate|maintain|got)`;
// Said after the thing: "rg-platform-weu we already have", "that already exists", "(exists, rg-data)", "the queue we
// have", "that is already running", and where it is now ("our example.com zone lives in Route 53"): only a thing
// that exists lives somewhere. Where it is to live, in a thing asked for ("its config lives in a ConfigMap"),
// says nothing of it existing.
const HAD_AFTER = String.raw`(?:(?:that|which)\s+)?(?:(?:we|i)\s+(?:${ALREADY}\s+)?${HAVE}\b(?!\s+to\b)|(?:we|i)'ve\s+(?:${ALREADY}\s+)?got\b|(?:is\s+|are\s+)?${ALREADY}\s+(?:exists?|there|in place|created|deployed|provisioned|running|live|up|set up|in use|in production|runs|lives)\b|(?:exists?|is there)\s+${ALREADY}\b|(?:lives?|resides?|sits?|(?:is|are)\s+hosted)\s+(?:in|on|at)\b(?!\s+(?:a|an|one|new)\s))|\(\s*(?:${ALREADY}\s+)?exist(?:s|ing)\b|\(\s*existing\b`;

// The words of an existing thing before what it is in: its name and a bracketed aside on it ("our existing plan
// asp-1 (P1v3) in rg-web": the size said of the plan does not end the thing).
const THING_WORDS = String.raw`(?:[\w'"-]+\s+){1,4}?(?:\((?!\s*new\b)[^()]{0,40}\)\s+)?`;

// Where a thing is, between it and what is said of it: "in the web namespace", "in namespace shop", "on cluster c1".
const WHERE_IT_IS = String.raw`(?:in|inside|within|on|under)\s+(?:the\s+|our\s+)?(?:(?!(?:and|or|plus|with|but|that|which)\s)[\w-]+\s+){1,3}?`;

// Said before the thing: "we already have", "I already own", "we've already got".
const HAD_BEFORE = String.raw`(?:(?:we|i)\s+${ALREADY}\s+(?:${HAVE}|deployed|created|built|set up|provisioned)|(?:we|i)'ve\s+(?:${ALREADY}\s+)?(?:got|deployed|created|built|set up))`;
// Said before a thing named right after its words: "we run an ElastiCache cluster named sessions", "we have the
// bucket logs-eu". Unnamed ("we run a MySQL database on RDS ... create the primary instance") it is only context.
const HAVE_NAMED = String.raw`(?:we|i)\s+${HAVE}\s+(?:an?|the|one|this)\s+`;
// "our current queue", "the current cluster": what is there now.
const CURRENT = String.raw`(?:our|my|the|your)\s+current`;
// Something already runs on it: "the report generator already runs on Cloud Run", "it is already hosted in our cluster".
const RUNS_ON = String.raw`${ALREADY}\s+(?:runs?|running|lives?|sits?|is|are|deployed|hosted)\s+(?:on|in|at|inside)`;
// Use of what is there: "reuse the queue", "use our vpc", "point it at our bucket", "attach it to our network".
const USE_OURS = String.raw`(?:re-?us(?:e|es|ing)\s+(?:the|our|my|an?)?|(?:use|uses|using)\s+(?:our|my)|(?:point\w*|attach\w*|connect\w*|plug\w*|hook\w*)\s+(?:it\s+|them\s+)?(?:at|to|into|up to)\s+(?:our|my))`;
// Something is put in, or done to, a thing of the user's they name ("a record in our hosted zone example.org",
// "an alarm for our queue orders-dlq", "cpu on our vm vm-build-01"): it is theirs already.
const OF_OURS = String.raw`(?:in|into|on|under|inside|within|for|from|to|of|with|behind|at|against|via|through|in front of)\s+our`;
// An identifier given with the thing's words: "the security group (id sg-123)", "the vpc with id vpc-0abc".
const ID_GIVEN = String.raw`\s*\(?\s*(?:with\s+)?(?:the\s+)?(?:id|arn|resource\s+id|self[- ]?link)\s*(?:is\s+|[:=]\s*)?["']?(?:q\u00a7\d+|[a-z0-9][\w:/.-]*\d)`;

// Whose it is, said after the thing: "the vpc is ours already", "the zone is ours": only a thing there now is someone's.
const OURS_AFTER = String.raw`(?:is|are)\s+(?:${ALREADY}\s+)?(?:ours|mine)\b`;
// Said before the thing, "already" after it: "we have a VPC already", "I run the cluster already".
const HAD_THEN_ALREADY = String.raw`(?:we|i)\s+${HAVE}\s+(?:an?|the|one|our|my)\s+`;
// Not to be made, said right after the thing: "(the vpc, don't make one)", "a key vault, do not create another".
// A thing the user names and says not to make is one they have: nothing new of it is written.
// Only the bare word for it ends the ask: "don't make it public" turns a setting off instead.
const NOT_MADE_AFTER = String.raw`(?:do\s+not|don['\u2019]?t|never|no\s+need\s+to)\s+(?:make|create|add|build|provision|deploy|spin\s+up)\s+(?:one|it|another|a\s+new\s+one)\s*(?:[,;.)]|$)`;

// Done already, said before the thing: "the already-deployed Cloud Run services", "our already running cluster".
const DONE_BEFORE = String.raw`${ALREADY}[- ](?:deployed|running|provisioned|created|built|live)`;
// Done already, said in brackets after the thing and its names: "2 services (ingest + enrich, both already deployed)".
const DONE_IN_BRACKETS = String.raw`\s*\([^()]{0,60}?\b(?:(?:both|all|each|they|it)\s+(?:are\s+|is\s+)?)?${ALREADY}\s+(?:exists?|there|deployed|running|live|provisioned|created|in place)\b`;
// Left as it is, so it is there already: "don't touch the Cloud Run service", "do not modify that queue".
export const LEAVE_ALONE = String.raw`(?:do\s+not|don'?t|never|must\s+not|should\s+not|shouldn'?t|without)\s+(?:touch|touching|change|changing|modify|modifying|recreate|recreating|redeploy|redeploying|replace|replacing|manage|managing)`;

/**
 * Whether the request calls this mention's thing one it already has, in any wording: "our existing SNS
 * topic", "our current queue", "we already run the cluster", "reuse the queue", "the bucket logs we
 * have", "storage account stuploads01 (exists)", "the cluster, which already exists", "the service
 * already runs on Cloud Run", "the security group (id sg-1)", the user's own named thing something is
 * put in or done to ("a record in our hosted zone example.org", "an alarm on our queue orders-dlq"),
 * and what an existing thing is in ("our existing vault kv-1 (resource group rg-sec)").
 */
export function saysExisting(phrase: string | undefined, text: string | undefined): boolean {
  if (!phrase || !text) return false;
  // The thing's words as the phrase spells them, a bracket or quote between them ("Cloud Run (service").
  const words = text
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, String.raw`[\s("']+`);
  const lower = phrase.toLowerCase();
  const test = (re: string) => cachedPattern(re).test(lower);
  if (test(`\\b${EXISTING_WORD}\\s+(?:[\\w'"-]+\\s+){0,3}?${words}\\b`)) return true;
  if (test(`\\b${CURRENT}\\s+${LEADING}${words}\\b`)) return true;
  if (test(`\\b${DONE_BEFORE}\\s+(?:[\\w'"-]+\\s+){0,3}?${words}\\b`)) return true;
  if (test(`\\b${words}\\b(?:\\s+${NAMED}["'\u201d]?)?${DONE_IN_BRACKETS}`)) return true;
  // Listed in brackets that say they exist: "the vnet vnet-hub (resource group rg-core, GatewaySubnet already exists)".
  if (test(`\\([^()]{0,40}?\\b${words}\\b[^()]{0,60}?\\b${ALREADY}\\s+(?:exists?|there|deployed|in place)\\b`))
    return true;
  if (test(`\\b${LEAVE_ALONE}\\s+(?:the|that|this|our|its)\\s+(?:same\\s+)?(?:[\\w'"-]+\\s+){0,3}?${words}\\b`))
    return true;
  // What an existing thing is in exists ("our existing virtual network vnet-hub in resource group rg-net").
  if (
    test(`\\b${EXISTING_WORD}\\s+${THING_WORDS}(?:in|inside|within|under)\\s+(?:the\\s+|our\\s+|its\\s+)?${words}\\b`)
  )
    return true;
  // Where an existing or named own thing is, in brackets after it: "our vm vm-1 (resource group rg-ci)".
  if (
    test(
      `\\b(?:${EXISTING_WORD}|our|my)\\s+(?:[\\w'"-]+\\s+){1,4}?\\(\\s*(?:in\\s+|at\\s+|from\\s+)?(?:the\\s+|our\\s+)?${words}\\b`,
    ) &&
    !test(`\\bnew\\s+(?:[\\w'"-]+\\s+){0,4}?\\(\\s*(?:in\\s+)?(?:the\\s+)?${words}\\b`)
  )
    return true;
  // Said in the same brackets as "exists": "storage account stdata01 (exists, rg-data)".
  if (test(`\\(\\s*(?:${ALREADY}\\s+)?exist(?:s|ing)\\s*[,;]\\s*(?:in\\s+)?(?:the\\s+)?${words}\\b`)) return true;
  // A fresh one is asked for: none of the softer wordings below turns it into one that exists.
  if (test(`\\bnew\\s+(?:[\\w'"-]+\\s+){0,2}?${words}\\b`)) return false;
  // Said before it: "we already have a resource group rg-core", "I already run the cluster prod-ecs".
  if (test(`\\b${HAD_BEFORE}\\s+${LEADING}${words}\\b`)) return true;
  if (test(`\\b${HAVE_NAMED}${LEADING}${words}\\s+(?:(?:named|called)\\s+)?${NAMED}`)) return true;
  if (test(`\\b${RUNS_ON}\\s+(?:the\\s+|our\\s+|an?\\s+)?(?:[\\w'"-]+\\s+){0,2}?${words}\\b`)) return true;
  // What is held is already in it: "the credentials are already in a Secret called es-creds", "already stored in our vault".
  if (
    test(
      `\\b${ALREADY}\\s+(?:stored\\s+|kept\\s+|held\\s+|saved\\s+|sitting\\s+)?(?:in|inside)\\s+(?:the\\s+|our\\s+|an?\\s+)?(?:[\\w'"-]+\\s+){0,2}?${words}\\b`,
    )
  )
    return true;
  if (test(`\\b${USE_OURS}\\s*(?:[\\w'"-]+\\s+){0,2}?${words}\\b`)) return true;
  if (test(`\\b${words}\\b,?\\s*${BETWEEN}(?:${HAD_AFTER})`)) return true;
  if (test(`\\b${words}\\b\\s+${BETWEEN}${OURS_AFTER}`)) return true;
  if (test(`\\b${HAD_THEN_ALREADY}${LEADING}${words}\\b(?:\\s+${NAMED}["'\u201d]?)?\\s+${ALREADY}\\b`)) return true;
  if (test(`\\b${words}\\b[^.;()]{0,40}?[,;(]\\s*${NOT_MADE_AFTER}`)) return true;
  // Where it is, said between it and the verb: "our api Deployment in the web namespace already exists" (a
  // relative clause, "in the vpc that already exists", says it of the place instead).
  if (
    test(
      `\\b${words}\\b\\s+${WHERE_IT_IS}(?:is\\s+|are\\s+)?${ALREADY}\\s+(?:exists?|there|in place|running|deployed|runs)\\b`,
    )
  )
    return true;
  if (test(`\\b${words}\\b(?:\\s+${NAMED})?${ID_GIVEN}`)) return true;
  // "for the queue, use the existing one".
  if (test(`\\b${words}\\b[^.;]{0,40}?\\b(?:the|our)\\s+(?:existing|current)\\s+one\\b`)) return true;
  // Something is put in a thing of the user's they name ("a record in our hosted zone example.org"): it is theirs already.
  return test(`\\b${OF_OURS}\\s+(?:[\\w'"-]+\\s+){0,2}?${words}\\s+(?:(?:named|called)\\s+)?${NAMED}`);
}
