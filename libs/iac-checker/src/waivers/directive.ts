/**
 * The waiver directive, the same in every format's comments:
 *
 *   # infragen:waive IG-AWS-002 the bucket serves a public website, nothing private is stored
 *   // infragen:waive IG-AZR-004, IG-AZR-005 -- reason
 *
 * one or more rule ids (comma-separated), then the reason (an optional `--`, `:` or `-` before
 * it). A waiver without a reason does not apply and is itself reported.
 */
const DIRECTIVE = /infragen:waive\b(.*)$/;

export interface Directive {
  ids: string[];
  reason: string;
  /** Offset of `infragen:waive` within the text it was read from. */
  offset: number;
}

/** The directive in a comment's text, if it holds one. */
export function readDirective(comment: string): Directive | undefined {
  const m = DIRECTIVE.exec(comment);
  if (!m) return undefined;
  const rest = m[1].replace(/\*\/\s*$/, '').trim();
  const ids = /^([A-Za-z][\w-]*(?:\s*,\s*[A-Za-z][\w-]*)*)/.exec(rest);
  const list = ids ? ids[1].split(',').map((s) => s.trim()) : [];
  const reason = (ids ? rest.slice(ids[0].length) : rest).replace(/^\s*(--|:|-|—)\s*/, '').trim();
  return { ids: list, reason, offset: m.index };
}
