/**
 * A "not covered" line whose words name only a DNS record by its type ("SPF", "TXT record", "the
 * CAA records") is untrue when the files write a record of that type (issue 24, UNT): it is said as
 * written, with the record's type, so the user is pointed at what is there. An SPF policy is a TXT
 * record whose value starts "v=spf1"; it is written only when that value is.
 */
import { lineParts } from './files-say';

const TYPES = new Set(['a', 'aaaa', 'cname', 'mx', 'txt', 'ns', 'srv', 'caa', 'ptr', 'spf']);
// Words that say a record and nothing else of it.
const PLAIN = new Set(['record', 'records', 'recordset', 'dns', 'a', 'an', 'the']);

/** Whether the files write a record of `type` (upper case), in any format's spelling. */
function writesType(type: string, content: string): boolean {
  return new RegExp(
    `\\btype["']?\\s*[:=]\\s*["']?${type}["']?\\s*(?:$|[,;}\\n])|dns_${type.toLowerCase()}_record\\b|dnszones/${type}\\b`,
    'im',
  ).test(content);
}

/** The words said and the record written for a line naming only a record type the files write; else undefined. */
export function recordWritten(line: string, content: string): { said: string; where: string } | undefined {
  const parts = lineParts(line);
  if (!parts) return undefined;
  const words = parts.said.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const types = words.filter((w) => TYPES.has(w) && w !== 'a');
  if (!types.length || !words.every((w) => TYPES.has(w) || PLAIN.has(w))) return undefined;
  const spf = types.includes('spf');
  if (spf && !/v=spf1/i.test(content)) return undefined;
  const wanted = [...new Set(types.map((t) => (t === 'spf' ? 'TXT' : t.toUpperCase())))];
  if (!wanted.every((t) => writesType(t, content))) return undefined;
  return { said: parts.said, where: `${wanted.join(', ')} record${spf ? ' "v=spf1 ..."' : ''}` };
}
