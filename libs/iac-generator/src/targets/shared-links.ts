/**
 * A link between two clouds said once ("a site-to-site VPN between the AWS VPC and the Azure VNet"):
 * both ends are the request's, so each cloud's part named in the same sentence reads the link's
 * words too and writes its own end (an AWS VPN gateway, an Azure virtual network gateway); the
 * multi-cloud answer then wires the ends together (render/terraform/far-ends.ts). Without this the
 * words went to the first cloud named, and the other end was neither written nor said.
 */
import { type CloudPart } from './split-clouds';

type Span = { start: number; end: number };

// The words of a site-to-site link between networks.
const LINK =
  /\b(?:site[\s-]+to[\s-]+site(?:\s+(?:ipsec\s+)?vpn)?(?:\s+(?:connection|tunnel|link))?|(?:ipsec\s+)?vpn(?:\s+(?:connection|tunnel|link|gateway))?)\b/gi;
// Where the sentence with the link ends.
const SENTENCE = /[.!?](?=\s|$)|\n/g;

/** The link words of `text` said in a sentence with several clouds' parts, with those parts. */
export function sharedLinks(text: string, parts: CloudPart[]): { span: Span; clouds: CloudPart[] }[] {
  const out: { span: Span; clouds: CloudPart[] }[] = [];
  for (const m of text.matchAll(LINK)) {
    const starts = [...text.slice(0, m.index).matchAll(SENTENCE)];
    const from = starts.length ? starts[starts.length - 1].index + starts[starts.length - 1][0].length : 0;
    SENTENCE.lastIndex = m.index + m[0].length;
    const to = SENTENCE.exec(text)?.index ?? text.length;
    const clouds = parts.filter((p) => p.cloud !== 'k8s' && p.spans.some((s) => s.start < to && s.end > from));
    if (clouds.length > 1) out.push({ span: { start: m.index, end: m.index + m[0].length }, clouds });
  }
  return out;
}
