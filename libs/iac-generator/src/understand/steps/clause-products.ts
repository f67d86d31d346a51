/**
 * Products a clause names that its matches do not read: a product the vocabulary does not know
 * (given to the catalogue, or said as another cloud's), and things named after another company
 * ("a Cloudflare TXT record"), said as not covered here.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { namesAfter } from '../names';
import { foreignProductLine, type Product } from '../products';
import { cloudName, restore } from '../words';
import { type ClauseState, type RequestState } from './state';

/** Each product read whole: its words are used, and it is a leftover for the catalogue or another cloud's line. */
export function readProducts(req: RequestState, c: ClauseState, products: Product[]): void {
  const { cloud, text, quoteText } = req;
  const { tokens, clause, raw } = c;
  for (const p of products) {
    c.served = true;
    for (let k = p.start; k < p.reach; k++) c.used.add(k);
    if (p.brand && p.brand !== cloud && cloud !== 'k8s') req.notCovered.push(foreignProductLine(p, cloud));
    else
      req.leftovers.push({
        phrase: c.index,
        words: p.words,
        names: namesAfter(tokens, p.end, quoteText),
        product: p.text,
        span: { start: tokens[p.start].start, end: tokens[p.end - 1].end },
        after: req.asWritten(restore(text.slice(tokens[p.end - 1].end, clause.start + raw.length), quoteText)),
      });
  }
}

/** Each thing of another provider: its words are used, and it is said as not covered on this cloud. */
export function readForeignParts(req: RequestState, c: ClauseState): void {
  const { tokens } = c;
  for (const part of c.foreign.parts) {
    c.served = true;
    for (let k = part.start; k < part.end; k++) c.used.add(k);
    // Values stated of the company's thing ("proxied", "over the last 5 min") are its: never a cloud thing's.
    const from = tokens[part.start].start;
    const to = tokens[part.end - 1].end;
    for (let i = req.found.length - 1; i >= 0; i--)
      if (req.found[i].start >= from && req.found[i].end <= to) req.found.splice(i, 1);
    req.notCovered.push(
      GeneratorMessages.otherProviderResource(
        req.asWritten(restore(req.text.slice(from, to), req.quoteText)).replace(/\s+/g, ' '),
        part.provider,
        cloudName(req.cloud),
      ),
    );
  }
}
