/**
 * On Kubernetes, a cloud identity given by its id ("the IAM role arn:aws:iam::…:role/x", "the
 * google service account x@p.iam.gserviceaccount.com") that no mention holds is the identity the
 * pods act as: a role mention named by it, which planning turns into the service account's
 * annotation (kinds/k8s/role). Without it the id was dropped, and the workload had no cloud access.
 */
import { cloudIdentityAnnotation } from '../model/cloud-identities';
import { type Cloud } from '../model/types';
import { addExistingIdMentions } from './identified-mentions';
import { type Mention } from './intent';

export function addCloudIdentityMentions(
  cloud: Cloud,
  text: string,
  quoteText: ReadonlyMap<string, string>,
  mentions: Mention[],
  clauses: { start: number }[],
): void {
  if (cloud !== 'k8s') return;
  const kindOf = (id: string) => (cloudIdentityAnnotation(id) ? 'k8s.role' : undefined);
  addExistingIdMentions(text, quoteText, mentions, clauses, kindOf, false);
}
