/**
 * A noun phrase is a resource only when its head names a kind asked for. A kind's word that stands
 * as a value of another thing makes nothing of its own (issue 24, INV):
 * - a unit a number is counted in: "80 requests per instance", "2 nodes per zone";
 * - the service a subnet is delegated to or an endpoint reaches: "delegated to PostgreSQL flexible
 *   servers", "a gateway endpoint for Secrets Manager", "an interface endpoint for ECR (api + dkr)";
 * - the place a thing is put: "zone us-central1-b", "region eu-west-1";
 * - a remark on the ask, a bare word that is the subject of "is" and an adjective: "budget is tight";
 * - a switch of the thing before: "with private DNS on";
 * - a word naming which attribute of the thing before is set: "a public IP with DNS label web";
 * - what a Kubernetes role may act on: "read pod logs", "take create off services";
 * - the unit of a bound of the thing before: "a Cloud Function, max 10 instances";
 * - who takes on a role: "a role that the workflow can assume" (the caller, outside what is written);
 * - the pods a Kubernetes workload runs: "a Job running as 6 parallel pods";
 * - how the thing before scales: "a Cloud Run service, autoscale up to 8 instances";
 * - the backups a database keeps: "a MySQL flexible server, backups kept 21 days and geo-redundant".
 * Each returns true when it took the match.
 */
import { type Reading } from '../reading/read';
import { type Token } from '../text';
import { restore } from '../words';
import { type MatchWords } from './match-words';
import { isKnownWord } from '../spelling';
import { type ClauseState, type RequestState } from './state';

export function valueOfAnother(req: RequestState, c: ClauseState, w: MatchWords): boolean {
  const rule = [
    unitOfACount,
    unitOfABound,
    serviceReached,
    placement,
    remark,
    switchOfThePrevious,
    attributeNamed,
    ruleOfARole,
    whoAssumes,
    podsOfAWorkload,
    scalingOfThePrevious,
    backupsOfADatabase,
  ].find((r) => r(req, c, w));
  if (!rule) return false;
  c.served = true;
  return true;
}

// Words before a kind's word that introduce it as a thing of its own.
const INTRODUCING =
  /^(?:a|an|the|this|that|these|those|each|every|one|new|its|their|our|my|your|another|some|any|two|three|four|five|\d+)$/;

/** "80 requests per instance", "2 per zone": the unit a number is counted in. */
function unitOfACount(_req: RequestState, c: ClauseState, { m }: MatchWords): boolean {
  return c.tokens[m.start - 1]?.word === 'per';
}

// Words that end the run of a service's name after "delegated to" or "endpoint for".
const ENDS_SERVICE =
  /[,;:\n]|\b(?:with|in|on|at|a|an|new|then|also|create|add|make|that|which|using|behind|plus|named|called)\b|\band\s+(?:a|an|the|new|create|add|make|then|also)\b/i;
// "delegated to", "delegation for", "gateway endpoints for", "a VPC endpoint to".
const POINTS_TO =
  /\b(?:delegat(?:ed|es|e|ing|ions?)(?:\s+(?:it|them))?|(?:gateway|interface|vpc|service)\s+endpoints?)\s+(?:to|for)\s+/gi;

/**
 * "subnet snet-db delegated to Microsoft.DBforPostgreSQL/flexibleServers", "a gateway endpoint for
 * Secrets Manager": the service a subnet is handed to or an endpoint reaches, never a new one.
 * A determiner after "to"/"for" ("an endpoint for the bucket") names a thing of its own.
 */
function serviceReached(req: RequestState, c: ClauseState, { m, words }: MatchWords): boolean {
  const at = c.tokens[m.start].start;
  const typed = req.explicitAt.find((e) => at >= e.at && at < e.end);
  const pointing = pointingWords(req.text, typed?.at ?? at);
  if (!pointing) return false;
  // The service's name is one value: its other words ("Microsoft.DBforPostgreSQL/...") are read with it.
  c.tokens.forEach((t, k) => {
    if (t.start >= pointing.end && t.start < at) c.used.add(k);
  });
  // An endpoint's service no setting read is said as not read (a delegation's own line says it).
  if (/endpoint/i.test(pointing.words) && !req.isConsumed(c.tokens[m.start]))
    req.unread.push({ phrase: c.index, text: restore(words, req.quoteText) });
  return true;
}

/**
 * The words ("delegated to", "gateway endpoint for") that make what stands at `at` in `text` the
 * service a subnet is handed to or an endpoint reaches, when only that service's name is between.
 */
export function pointingWords(text: string, at: number): { words: string; end: number } | undefined {
  const before = text.slice(Math.max(0, at - 160), at);
  const last = [...before.matchAll(POINTS_TO)].at(-1);
  if (!last) return undefined;
  const run = before.slice(last.index + last[0].length);
  if (ENDS_SERVICE.test(run) || /^(?:the|a|an|our|my|this|that|its|their|your)\b/i.test(run)) return undefined;
  return { words: last[0], end: at - run.length };
}

// A zone or region value: us-central1-b, europe-west4, eu-west-1a, westeurope, zones 1, 2 and 3.
const PLACE =
  /^\s*[:=]?\s*(?:[a-z]{2,}-[a-z]+-?\d+(?:-?[a-z])?|(?:east|west|north|south|central|uk|france|germany|japan|australia|canada|brazil|korea|india|switzerland|norway|sweden|uae|qatar|italy|poland|israel|mexico|spain)[a-z0-9]*|\d(?:\s*(?:,|and|&)\s*\d)*)(?![\w.-])/i;

/** "zone us-central1-b", "region europe-west4", "zones 1, 2 and 3": where a thing is put. */
function placement(req: RequestState, c: ClauseState, { m, words }: MatchWords): boolean {
  if (!/^(?:availability )?(?:zone|region|location)s?$/.test(words)) return false;
  return PLACE.test(req.text.slice(c.tokens[m.end - 1].end));
}

// Words after "is" that ask for the thing rather than say something of it.
const ASKING = /^(?:required|needed|necessary|mandatory|wanted|a|an|the|to|must|should|missing)$/;

/**
 * "budget is tight so stay on basic", "storage is cheap": a bare kind's word that is the subject
 * of "is" and an adjective says something of the ask, never a thing to make.
 */
function remark(req: RequestState, c: ClauseState, { m }: MatchWords): boolean {
  const { tokens } = c;
  const before = tokens[m.start - 1];
  if (before && (INTRODUCING.test(before.word) || req.isConsumed(before))) return false;
  const verb = tokens[m.end];
  const said = tokens[m.end + 1];
  if (!verb || !said || !/^(?:is|are|was|were)$/.test(verb.raw) || ASKING.test(said.raw)) return false;
  // Nothing but spaces between the words: "budget is tight", never "budget. Is it ...".
  if (/[^\s]/.test(req.text.slice(tokens[m.end - 1].end, verb.start) + req.text.slice(verb.end, said.start)))
    return false;
  if (!isAdjective(c.parse(), said)) return false;
  // The adjective ends what is said ("budget is tight so ..."): "EventBridge is actually allowed to
  // send" goes on to ask for something.
  const next = tokens[m.end + 2];
  const gap = next ? req.text.slice(said.end, next.start) : '';
  if (next && !/[,;.!]/.test(gap) && !/^(?:so|and|but|because|since|as|though|although|therefore|thus)$/.test(next.raw))
    return false;
  req.unread.push({ phrase: c.index, text: restore(req.text.slice(tokens[m.start].start, said.end), req.quoteText) });
  return true;
}

// The tagger reads some predicate adjectives as adverbs ("budget is tight").
const isAdjective = (reading: Reading, t: Token) =>
  reading.tokens.some((r) => r.start === t.start && (r.pos === 'ADJ' || r.pos === 'ADV'));

/**
 * "a gateway endpoint with private DNS on": a bare kind's word right before "on", "off", "enabled"
 * or "disabled", that end what is said of it, is a switch of the thing read before it.
 */
function switchOfThePrevious(req: RequestState, c: ClauseState, { m, kind }: MatchWords): boolean {
  const { tokens } = c;
  const before = tokens[m.start - 1];
  const previous = c.previousMention();
  if (!previous || (before && INTRODUCING.test(before.word))) return false;
  // "an EFS with automatic backups enabled": a part of the same service that is a resource of its own
  // (the file system's backup policy) is what the switch turns on, never only a word of it.
  if (kind && sameService(previous.kind, kind)) return false;
  const after = req.text.slice(tokens[m.end - 1].end);
  const role = c.roleOf(m);
  const from =
    role.role === 'modifier' || role.role === 'head'
      ? Math.min(role.phrase.start, tokens[m.start].start)
      : tokens[m.start].start;
  const state = /^\s+(?:turned\s+)?(?:on|off|enabled|disabled)(?=\s*(?:$|[,;.)\n]|(?:and|with|but|plus)\b))/i.exec(
    after,
  );
  if (!state) return false;
  const next = tokens[m.end];
  if (!req.isConsumed(next))
    req.unread.push({
      phrase: c.index,
      text: restore(req.text.slice(from, tokens[m.end - 1].end + state[0].length), req.quoteText),
    });
  return true;
}

/** Whether two kinds are of one named service (`aws.efs_file_system`, `aws.efs_backup_policy`), not one plain word. */
function sameService(a: string, b: string): boolean {
  const service = (k: string) => k.slice(k.indexOf('.') + 1).split('_')[0];
  return a !== b && service(a) === service(b) && !isKnownWord(service(a));
}

// Heads naming an attribute of a thing rather than a thing: "DNS label", "IP prefix".
const ATTRIBUTE = /^(?:label|prefix|suffix|setting|option|flag|header|tag|annotation)s?$/;

/**
 * "a public IP with DNS label web-01": a kind's word before the head of a phrase hanging on the
 * thing before, when that head names an attribute, says which attribute of that thing is set.
 */
function attributeNamed(req: RequestState, c: ClauseState, { m }: MatchWords): boolean {
  const role = c.roleOf(m);
  if (role.role !== 'modifier' || role.phrase.on === undefined || !c.previousMention()) return false;
  const reading = c.parse();
  const head = reading.tokens[role.phrase.head];
  if (head.value || !ATTRIBUTE.test(head.text.toLowerCase())) return false;
  const { tokens } = c;
  if (INTRODUCING.test(tokens[m.start - 1]?.word ?? '')) return false;
  const headToken = tokens.findIndex((t) => t.start === head.start);
  if (headToken >= 0 && !req.isConsumed(tokens[headToken]))
    req.unread.push({ phrase: c.index, text: restore(req.text.slice(tokens[m.start].start, head.end), req.quoteText) });
  if (headToken >= 0) c.used.add(headToken);
  return true;
}

// Verbs a Kubernetes role's rules are said with, and the parts of an object a rule may name.
const RBAC_VERB = /^(?:get|list|watch|create|update|patch|delete|read|write|edit|exec|view|manage)$/;
const SUBRESOURCE = /^(?:logs?|exec|status|scale|portforward|proxy|attach|eviction)$/;

/**
 * "let that role read pod logs", "take create off services, keep it on deployments": on
 * Kubernetes, in a clause about a role, the objects its verbs act on are what its rules cover.
 */
function ruleOfARole(req: RequestState, c: ClauseState, { m, kind }: MatchWords): boolean {
  if (req.cloud !== 'k8s' || typeof kind !== 'string' || /role/.test(kind)) return false;
  const { tokens } = c;
  const aboutARole =
    tokens.some((t) => /^(?:role|clusterrole|rolebinding)$/.test(t.word)) ||
    [...req.mentions, ...c.phraseMentions].some((x) => /\.(?:cluster_)?role$/.test(x.kind));
  if (!aboutARole) return false;
  const verbBefore = tokens.slice(0, m.start).some((t) => RBAC_VERB.test(t.word));
  const before = tokens[m.start - 1]?.word ?? '';
  const after = tokens[m.end]?.word ?? '';
  const unread = (from: number, to: number) => {
    if (!req.isConsumed(tokens[to - 1]))
      req.unread.push({
        phrase: c.index,
        text: restore(req.text.slice(tokens[from].start, tokens[to - 1].end), req.quoteText),
      });
  };
  if (SUBRESOURCE.test(after) && RBAC_VERB.test(before)) {
    c.used.add(m.end);
    unread(m.start - 1, m.end + 1);
    return true;
  }
  // "keep it on deployments": what the role's verb, said before, is kept on.
  const refersBack = /^(?:it|them|that|this)$/.test(tokens[m.start - 2]?.word ?? '');
  if (!(verbBefore || refersBack) || !/^(?:on|off|from|to)$/.test(before)) return false;
  unread(m.start - 1, m.end);
  return true;
}

// Bare words a count of something running is said in.
const GENERIC_UNIT = /^(?:instances?|replicas?|tasks?|containers?|workers?)$/;
// Words that bound a number: "max 10 instances", "up to 5 nodes", "at least 2 replicas".
const BOUND = /^(?:max|min|maximum|minimum|most|least|to|upto|limit|cap|capped)$/;

/**
 * "a Cloud Function, 256M memory, max 10 instances": a kind's word counted by a bound, after a
 * thing of another kind read before, is the unit of that thing's bound, never machines.
 */
function unitOfABound(req: RequestState, c: ClauseState, { m, kind, words }: MatchWords): boolean {
  const { tokens } = c;
  const number = tokens[m.start - 1];
  const bound = tokens[m.start - 2];
  if (!GENERIC_UNIT.test(words) || !number || !/^\d+$/.test(number.raw) || !bound || !BOUND.test(bound.word))
    return false;
  // "max 10", "up to 10": the words before the bound's number.
  const upTo = bound.word === 'to' && tokens[m.start - 3]?.word === 'up';
  // The bound starts what is said ("..., max 10 instances") or follows a word of scaling; "and up
  // to 3 instances" or "with at most 2 instances" may ask for them.
  const lead = tokens[m.start - (upTo ? 4 : 3)];
  if (lead && !/^(?:scale|scales|scaling|autoscale|autoscaling|autoscales|scaled)$/.test(lead.word)) return false;
  const previous = c.previousMention();
  if (!previous || previous.kind === kind) return false;
  if (!req.isConsumed(number))
    req.unread.push({
      phrase: c.index,
      text: restore(req.text.slice(bound.start, tokens[m.end - 1].end), req.quoteText),
    });
  return true;
}

// Verbs saying someone takes on a role or an identity.
const ASSUMES = /^(?:assume|assumes|impersonate|impersonates|federate|federates)$/;

/**
 * "a role deploy-ro that the workflow can assume", "a service account the pipeline impersonates":
 * who takes on the role is the caller of the trust, outside what is written here.
 */
function whoAssumes(req: RequestState, c: ClauseState, { m }: MatchWords): boolean {
  const { tokens } = c;
  let k = m.end;
  while (tokens[k] && /^(?:can|could|may|will|would|should|must|to|be|able)$/.test(tokens[k].word)) k++;
  if (!tokens[k] || !ASSUMES.test(tokens[k].raw)) return false;
  const before = tokens[m.start - 1]?.word ?? '';
  if (!/^(?:the|that|which|our|your|their|whose)$/.test(before)) return false;
  req.unread.push({
    phrase: c.index,
    text: restore(req.text.slice(tokens[m.start].start, tokens[m.end - 1].end), req.quoteText),
  });
  return true;
}

// Kubernetes workloads that run pods of their own.
const WORKLOAD = /^k8s\.(?:deployment|stateful_set|daemon_set|job|cron_job|replica_set)$/;

/**
 * "a Job running trainer:2 as 6 parallel pods", "a CronJob ...; its pods need 100m CPU": on
 * Kubernetes, pods said after a workload are that workload's pods, never a Deployment of their own.
 * A pod introduced on its own ("a pod debug") stays a thing of its own.
 */
function podsOfAWorkload(req: RequestState, c: ClauseState, { m, words }: MatchWords): boolean {
  if (req.cloud !== 'k8s' || !/^pods?$/.test(words)) return false;
  if (/^(?:a|an|one|another|new)$/.test(c.tokens[m.start - 1]?.word ?? '')) return false;
  return [...req.mentions, ...c.phraseMentions].some((x) => WORKLOAD.test(x.kind) && x.text !== words);
}

/**
 * "a Cloud Run service api, autoscale up to 8 instances", "let it autoscale by up to 200 more": a
 * bare word of scaling after a thing of another kind says how that thing scales, never a group of
 * machines of its own. "an autoscaling group", "the autoscaler" introduced as such stay things.
 */
function scalingOfThePrevious(_req: RequestState, c: ClauseState, { m, kind, words }: MatchWords): boolean {
  if (!/^auto ?scal(?:e|es|ed|ing)$/.test(words)) return false;
  const { tokens } = c;
  if (INTRODUCING.test(tokens[m.start - 1]?.word ?? '')) return false;
  if (/^(?:group|policy|policies|setting|settings|rule|rules|profile|profiles)$/.test(tokens[m.end]?.word ?? ''))
    return false;
  const previous = c.previousMention();
  return !!previous && previous.kind !== kind;
}

// Kinds of databases, which keep backups of their own.
const DATABASE =
  /(?:sql|postgres|mysql|mariadb|cosmos|docdb|rds|aurora|spanner|alloydb|redis|elasticache|memorystore|mongo|dynamodb|database|db_instance)/;

/**
 * "a MySQL flexible server ..., backups kept 21 days and geo-redundant", "Cosmos DB ..., continuous
 * backup with 7 days of restore": a bare word of backups after a database are the backups the
 * database keeps, never a backup service of their own ("AWS Backup", "a Recovery Services vault"
 * named as such stay things).
 */
function backupsOfADatabase(req: RequestState, c: ClauseState, { m, kind, words }: MatchWords): boolean {
  if (!/^(?:(?:continuous|automated|automatic|daily|nightly|weekly)\s+)?backups?$/.test(words)) return false;
  const { tokens } = c;
  if (/^(?:a|an|the|new|another|one)$/.test(tokens[m.start - 1]?.word ?? '')) return false;
  const previous = c.previousMention();
  if (!previous || previous.kind === kind || !DATABASE.test(previous.kind)) return false;
  if (!req.isConsumed(tokens[m.start]) && !req.isConsumed(tokens[m.end] ?? tokens[m.start]))
    req.unread.push({ phrase: c.index, text: restore(words, req.quoteText) });
  return true;
}
