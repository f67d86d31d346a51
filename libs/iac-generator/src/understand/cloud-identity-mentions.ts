/**
 * On Kubernetes, a cloud identity given by its id ("the IAM role arn:aws:iam::…:role/x", "the
 * google service account x@p.iam.gserviceaccount.com") that no mention holds is the identity the
 * pods act as: a role mention named by it, which planning turns into the service account's
 * annotation (kinds/k8s/role). Without it the id was dropped, and the workload had no cloud access.
 */
import { cloudIdentityAnnotation } from '../model/cloud-identities';
import { emptyAttrs, type Cloud } from '../model/types';
import { type Mention } from './intent';

export function addCloudIdentityMentions(
  cloud: Cloud,
  text: string,
  quoteText: ReadonlyMap<string, string>,
  mentions: Mention[],
  clauses: { start: number }[],
): void {
  if (cloud !== 'k8s') return;
  for (const [token, id] of quoteText) {
    const start = text.indexOf(token);
    if (start < 0 || !cloudIdentityAnnotation(id) || mentions.some((m) => m.names.includes(id))) continue;
    const attrs = emptyAttrs();
    attrs.flags.add('existing');
    mentions.push({
      kind: 'k8s.role',
      count: 1,
      names: [id],
      attrs,
      phrase: Math.max(
        0,
        clauses.findLastIndex((c) => c.start <= start),
      ),
      text: id,
      settings: [],
      start,
      end: start + token.length,
    });
  }
}
