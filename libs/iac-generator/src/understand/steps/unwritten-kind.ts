/**
 * A general word no kind of this cloud serves ("action group" on a cloud without one): said as
 * not read when it only says something of a resource before it, else as a thing with no writer.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { cloudName, FILLER, INTRODUCES, tokensText } from '../words';
import { type MatchWords } from './match-words';
import { type ClauseState, type RequestState } from './state';

/** Takes the match when its kind is undefined on the cloud; returns whether it did. */
export function unwrittenKind(
  req: RequestState,
  c: ClauseState,
  { m, kind, words }: MatchWords,
  names: string[],
): boolean {
  if (kind !== undefined) return false;
  const { tokens } = c;
  c.served = true;
  if (req.explicitAt.some((e) => tokens[m.start].start >= e.at && tokens[m.start].start < e.end)) return true;
  // "action group": the unread word before a lone general word says which one it is.
  const prev = tokens[m.start - 1];
  const said =
    m.end - m.start === 1 && prev && !c.used.has(m.start - 1) && !req.isConsumed(prev) && !FILLER.test(prev.word)
      ? tokensText(tokens, m.start - 1, m.end)
      : words;
  // On Kubernetes a product whose image the request states ("run external-dns ... image
  // registry.k8s.io/external-dns/external-dns:v0.14.2") is what that image's workload runs: written.
  if (req.cloud === 'k8s' && imageRuns(req.found, said)) return true;
  // So is one whose words name an object the request asks for ("our edge proxy ... a Deployment edge-proxy").
  if (req.cloud === 'k8s' && namesAnObject(req.found, said)) return true;
  // A bare general word after a resource ("key vault, rbac auth", "admin user disabled") says
  // something of it that nothing read: not read, never a thing the generator has no writer for.
  // So does one that only describes the noun after it ("a stable DNS name"): the head is what is meant.
  const describes = () => c.roleOf(m).role === 'modifier';
  const bare =
    !names.length && (!INTRODUCES.has(tokens[m.start - (said === words ? 1 : 2)]?.word ?? '') || describes());
  if (bare && req.mentions.length + c.phraseMentions.length > 0) req.unread.push({ phrase: c.index, text: said });
  else req.notCovered.push(GeneratorMessages.noWriterOnCloud(said, cloudName(req.cloud)));
  return true;
}

/** Whether an object's name stated after its kind is `words`, joined by hyphens ("edge proxy" of "Deployment edge-proxy"). */
function namesAnObject(found: RequestState['found'], words: string): boolean {
  const said = words.toLowerCase().trim().replace(/\s+/g, '-');
  return said.includes('-') && found.some((f) => f.values.objectName === said);
}

/** Whether a stated image's repository is named `words` ("external-dns" of ".../external-dns:v0.14.2"). */
function imageRuns(found: RequestState['found'], words: string): boolean {
  const said = words.toLowerCase().replace(/\s+/g, '-');
  return found.some(
    (f) =>
      typeof f.values.image === 'string' &&
      f.values.image
        .replace(/[@:][^/]*$/, '')
        .split('/')
        .pop()
        ?.toLowerCase() === said,
  );
}
