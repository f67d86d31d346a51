/**
 * Matches that are no resource of this cloud whatever follows them: words naming what a held thing
 * is for, "one for X", an interface ("the v2 API"), the platform whose object a word is, a
 * Kubernetes object on a cloud, another cloud's product, where a move leaves ("off a VM"), a program a machine runs ("an API on
 * Fargate"), a kind word naming which part a setting is for ("blob soft delete"), and a thing ruled
 * out ("no NAT gateway").
 * Each returns true when it took the match.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { otherCloudProductLine, writtenInPlaceOf } from '../constraints/nearest';
import { isKubernetesObject, kubernetesObjectStart, namesObjectsPlatform } from '../kubernetes-objects';
import { negatedBefore } from '../negation';
import { generalWordForRuledOut, keptAsExisting } from '../ruled-out';
import { runsSoftware } from '../runs-on';
import { isStorePart } from '../store-parts';
import { accessedData } from '../purposes/accessed-data';
import { keptForATime } from '../purposes/kept-for-a-time';
import { madeByAnother } from '../purposes/made-by-another';
import { posIn, stateSaid } from '../purposes/state-said';
import { ownProgram, programOnHost } from '../purposes/served-by-host';
import { qualifiesASetting, qualifiesASettingBefore } from '../purposes/setting-qualifier';
import { sortOfProduct } from '../purposes/sort-of-product';
import { CONCEPTS } from '../vocabulary';
import { cloudName, restore, tokensText } from '../words';
import { type MatchWords } from './match-words';
import { movedFrom } from './moved-from';
import { type ClauseState, type RequestState } from './state';

export function notAResource(req: RequestState, c: ClauseState, w: MatchWords): boolean {
  const { cloud, text, quoteText, explicitAt } = req;
  const { tokens, matches } = c;
  const { m, concept, words, kind } = w;
  if (c.inPurpose.has(m.start)) {
    c.served = true;
    return true;
  }
  if (c.inOne(m.start) && c.previousMention()) {
    c.served = true;
    return true;
  }
  // "Cloud Run (the v2 API)", "with the MongoDB API": a thing's interface, never a resource of its own.
  const iface = c.interfaces.find((i) => i.api === m || i.product === m);
  if (iface) {
    c.served = true;
    const first = iface.product?.start ?? m.start - 1;
    for (let k = first; k < iface.api.end; k++) c.used.add(k);
    if (iface.byProduct && m === iface.api)
      req.unread.push({
        phrase: c.index,
        text: restore(text.slice(tokens[first - 1].start, tokens[iface.api.end - 1].end), quoteText),
      });
    return true;
  }
  // "an orders API on ECS Fargate", "Terraform for our orders API": the program a machine runs or
  // the user's own, never a front door of its own;
  // nothing writes the program itself, so the answer says its words were not read.
  const kindAt = (at: number) => {
    const x = matches.find((y) => y.start === at);
    return x ? (CONCEPTS[x.concept][cloud] ?? undefined) : undefined;
  };
  if (programOnHost(tokens, m, kind, kindAt) || ownProgram(tokens, m, kind, kindAt)) {
    c.served = true;
    req.unread.push({ phrase: c.index, text: words });
    return true;
  }
  // "reads secrets from our existing Key Vault": the data a permission covers, never new things in the store.
  if (accessedData(tokens, m.start, m.end, (at) => !!kindAt(at))) {
    c.served = true;
    return true;
  }
  const settingAt = (k: number) =>
    req.isConsumed(tokens[k]) || matches.some((x) => x.start === k && isStorePart(CONCEPTS[x.concept]));
  // "an Artifact Registry Docker repository": which sort of the product before it, in one noun phrase.
  if (kind && sortOfProduct(c, m, cloud)) {
    c.served = true;
    return true;
  }
  // "because the budget is tight", "since these are legal records": how things stand, never a thing to make.
  if (stateSaid(tokens, m.start, m.end, posIn(c.parse(), tokens), settingAt)) {
    c.served = true;
    req.unread.push({ phrase: c.index, text: words });
    return true;
  }
  // "with the record registered automatically": what another thing makes, never a thing to make.
  if (madeByAnother(tokens, m.start, m.end)) {
    c.served = true;
    for (let k = m.end; k <= m.end + 1; k++) c.used.add(k);
    req.unread.push({
      phrase: c.index,
      text: restore(text.slice(tokens[m.start].start, tokens[m.end + 1].end), quoteText),
    });
    return true;
  }
  // "5 days of snapshots": how much of what a thing keeps is kept, never a thing of its own.
  if (keptForATime(tokens, m.start)) {
    c.served = true;
    return true;
  }
  // "with blob soft delete": a kind word saying which part a setting of the resource before is for.
  if (
    qualifiesASetting(tokens, m.start, m.end, settingAt, !!c.previousMention()) ||
    qualifiesASettingBefore(tokens, m.start, m.end, (k) => req.isConsumed(tokens[k]), !!c.previousMention())
  ) {
    c.served = true;
    return true;
  }
  // "a Kubernetes deployment": "Kubernetes" says whose object the head is, never a cluster; on
  // another cloud the object is a manifest this answer cannot write, and nothing stands in for it.
  if (namesObjectsPlatform(tokens, m, matches)) {
    c.served = true;
    return true;
  }
  if (cloud !== 'k8s' && isKubernetesObject(tokens, m)) {
    c.served = true;
    c.unwrittenHost = runsSoftware(concept.k8s ?? '');
    req.notCovered.push(
      GeneratorMessages.kubernetesObjectOnCloud(
        tokensText(tokens, kubernetesObjectStart(tokens, m), m.end),
        cloudName(cloud),
      ),
    );
    return true;
  }
  if (concept.vendor && concept.vendor !== cloud) {
    // Words read inside a named resource type are reported with the type itself.
    const at = tokens[m.start].start;
    if (explicitAt.some((e) => at >= e.at && at < e.end)) return (c.served = true);
    // Said with the nearest service this cloud has, when the product's kind names one (kind.json `nearest`).
    req.notCovered.push(otherCloudProductLine(words, concept.vendor, concept[concept.vendor], cloud));
    // A brand of a general concept ("Cloud CDN" on AWS) is read as this cloud's same thing, which the
    // answer then says was written instead; any other product is said and nothing stands in for it.
    const instead = writtenInPlaceOf(concept[concept.vendor], concept.vendor, cloud);
    if (instead) {
      w.kind = instead;
      return false;
    }
    return (c.served = true);
  }
  // "moving the site off a VM": where a workload was, never a thing to make.
  if (movedFrom(tokens, m)) {
    c.served = true;
    return true;
  }
  // "no bastion host", "without a NAT gateway", "must not have load balancers": a thing ruled out, never added.
  const inMatch = (k: number) => matches.some((x) => k >= x.start && k < x.end);
  if (kind === null || negatedBefore(tokens, m.start, inMatch)) {
    c.served = true;
    if (kind && !keptAsExisting(req.ruled, kind, tokens, m.start)) req.ruledOut.add(kind);
    return true;
  }
  // "not DynamoDB ... a table": a general word for a kind the request rules out names none; its words stay unread.
  if (kind && generalWordForRuledOut(req.ruled, kind, words)) {
    for (let k = m.start; k < m.end; k++) c.used.delete(k);
    return true;
  }
  return false;
}
