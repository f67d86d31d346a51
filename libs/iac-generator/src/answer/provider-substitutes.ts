/**
 * A line saying another provider's resource was not written "and nothing of <cloud> was substituted for it"
 * is untrue when the files write a type whose own name says what the words ask (issue 24, UNT, SUB): DNS
 * records "created in Cloudflare" beside aws_route53_record, a monitor "in Datadog" beside a CloudWatch
 * alarm's type would not match, so only the thing's own word counts. Such a line says the type written
 * instead, so the user sees the substitute.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { typeWithWord } from './files-say';

const OTHER_PROVIDER =
  /^'(.+)' \(a (.+?) resource, not written: it needs the .+? provider, .*nothing of .+ was substituted for it\)$/s;
// Words of a request that say how or where, never what the thing is.
const NOT_A_THING = new Set(
  'created create made make kept keep lives live living runs run hosted host used use with from into only not proxied'.split(
    ' ',
  ),
);

/** The line as the files have it: naming the substitute written, or as it was. */
export function substituteSaid(line: string, content: string): string {
  const m = OTHER_PROVIDER.exec(line);
  if (!m) return line;
  const [, said, provider] = m;
  const words = (said.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter(
    (w) => !NOT_A_THING.has(w) && w !== provider.toLowerCase(),
  );
  const type = words.map((w) => typeWithWord(w, content)).find((t) => t !== undefined);
  return type ? GeneratorMessages.otherProviderWrittenAs(said, provider, type) : line;
}
