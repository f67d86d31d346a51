/**
 * On Kubernetes some settings say by themselves what object they belong to. Stated with no such
 * object asked for, they ask for it: an image is something to run ("use image registry.k8s.io/x:v1
 * in kube-system", "run ghcr.io/acme/worker:2") in a Deployment, the workload of long-lived pods; an
 * ingress class or a TLS secret ("expose it with our nginx ingress class, TLS from the secret
 * shop-tls") is an Ingress's; traffic let in between groups of pods is a NetworkPolicy's. Without the object the setting had nothing to apply to and the
 * request's central ask was lost (issue 24, WIR/SIL).
 */
import { emptyAttrs, type Cloud } from '../model/types';
import { readAttributes } from './attributes';
import { type Mention } from './intent';
import { FAMILIES, type Found, type Family } from './settings';

const HOMES: { says: (f: Found) => boolean; family: Family; kind: string; exact?: boolean }[] = [
  { says: (f) => f.family === 'image' && typeof f.values.image === 'string', family: 'image', kind: 'k8s.deployment' },
  {
    says: (f) =>
      f.family === 'ingressRoute' && (!!f.values.ingressClass || !!f.values.tlsSecret || !!f.values.certIssuer),
    family: 'ingressRoute',
    kind: 'k8s.ingress',
  },
  // "pods labelled a=b may reach pods labelled c=d": the policy letting that traffic in; the pods run already.
  {
    says: (f) => f.family === 'allowFrom' && !!f.values.allowFrom?.pods,
    family: 'allowFrom',
    kind: 'k8s.network_policy',
  },
  // "snapshot the existing PVC data-0": a VolumeSnapshot of it, whatever else (its class, a claim restored) is asked.
  {
    says: (f) => f.family === 'snapshotOf' && !!f.values.snapshot?.sourceClaim,
    family: 'snapshotOf',
    kind: 'k8s.volume_snapshot',
    exact: true,
  },
];

/** Adds the object of each such setting, at the first one stated, when no mention can take it. */
export function addSettingHomes(
  cloud: Cloud,
  found: readonly Found[],
  mentions: Mention[],
  clauses: { start: number; text: string }[],
): void {
  if (cloud !== 'k8s') return;
  for (const home of HOMES) {
    const first = found.find(home.says);
    if (!first) continue;
    const takes = (kind: string) => FAMILIES[home.family].test(kind.slice(kind.indexOf('.') + 1));
    if (mentions.some((m) => (home.exact ? m.kind === home.kind : takes(m.kind)))) continue;
    const phrase = Math.max(
      0,
      clauses.findLastIndex((c) => c.start <= first.start),
    );
    // The host said in its clause ("... ingress class: host shop.example.net") is the object's, as a mention's would be.
    const attrs = emptyAttrs();
    const said = emptyAttrs();
    if (clauses[phrase]) readAttributes(clauses[phrase].text.toLowerCase(), said);
    attrs.domain = said.domain;
    // The port said in its clause ("the image ghcr.io/acme/web:2, listening on 3000") is the one its
    // container serves on, or the one the policy lets traffic in on: a workload's or a policy's, never an Ingress's.
    if (home.kind !== 'k8s.ingress') attrs.ports = portsFrom(clauses, phrase, mentions);
    mentions.push({
      kind: home.kind,
      count: 1,
      names: [],
      attrs,
      phrase,
      text: first.text,
      settings: [],
      start: first.start,
      end: first.end,
    });
  }
}

/**
 * The ports said in the clause at `phrase` and in the clauses after it that name nothing of their own
 * ("It's the image x, listening on 3000, and ..."; the next two at most): no mention was there to take
 * them when they were read.
 */
function portsFrom(clauses: { start: number; text: string }[], phrase: number, mentions: Mention[]): number[] {
  const ports: number[] = [];
  for (let i = phrase; i < Math.min(clauses.length, phrase + 3); i++) {
    const { start, text } = clauses[i];
    if (i > phrase && mentions.some((m) => m.start >= start && m.start < start + text.length)) break;
    const said = emptyAttrs();
    readAttributes(text.toLowerCase(), said);
    for (const p of said.ports) if (!ports.includes(p)) ports.push(p);
  }
  return ports;
}
