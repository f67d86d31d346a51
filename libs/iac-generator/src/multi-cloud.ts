/**
 * The multi-cloud `terraform` format for a request that names several clouds: each cloud's part of
 * the conversation goes through that cloud's own pipeline (understand, plan, render with its
 * Terraform target), and the renderings are merged into one configuration with a provider per
 * cloud. The answer lists each cloud's part, and every line not covered says which cloud it was for.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { cloudRemovals, stillAsked, without } from './cloud-removals';
import { countsThings, sharedCounts, sharedTails } from './shared-lists';
import { generatedPassword, saidOfPassword, wirePassword, withoutPasswordLines } from './shared-password';
import { everyCloudClauses, sharedVerbs } from './shared-verbs';
import { type GeneratorResult } from './index';
import { type Cloud } from './model/types';
import { joinFarEnds } from './render/terraform/far-ends';
import { mergeModules } from './render/terraform/merge';
import { type RenderOutput } from './render/types';
import { CLOUD_NAMES, cloudsNamed } from './targets/cloud';
import { sharedLinks } from './targets/shared-links';
import { type CloudPart, splitByCloud } from './targets/split-clouds';

/** Runs one cloud's pipeline on its part of the request (and of the earlier turns). */
export type RunCloud = (
  cloud: Cloud,
  prompt: string,
  history: string[],
) => { result: GeneratorResult; out?: RenderOutput };

/** How a cloud's file and renamed declarations are prefixed. */
const PREFIX: Record<Cloud, string> = { aws: 'aws', azure: 'azure', gcp: 'google', k8s: 'kubernetes' };

/**
 * "OIDC sign-in for GitHub repo acme/infra: an AWS role ..., and an Azure identity ...": words before a
 * colon that name no cloud head the list after it, so every cloud with an item of it reads them. A
 * heading that counts the items ("three buckets named x:") is the list's count, split among the
 * clouds (shared-lists.ts), never each cloud's.
 */
function headingOf(text: string, named: CloudPart[]): { span: { start: number; end: number }; clouds: CloudPart[] }[] {
  const colon = /^[^\n:]*?:(?=\s)/.exec(text);
  if (!colon || cloudsNamed(colon[0]).length) return [];
  const end = colon[0].length - 1;
  if (countsThings(colon[0])) return [];
  return [{ span: { start: 0, end }, clouds: named }];
}

/** One configuration for every cloud the conversation names; none when it names fewer than two. */
export function multiCloud(prompt: string, history: string[], run: RunCloud): GeneratorResult | undefined {
  const earlier = history.join('\n');
  const full = earlier ? `${earlier}\n${prompt}` : prompt;
  const offset = earlier ? earlier.length + 1 : 0;
  const named = splitByCloud(full);
  if (named.length < 2) return undefined;
  // "remove the Azure part", "we only need AWS now": that cloud's part goes, and the words that said so with it.
  const removals = cloudRemovals([...history, prompt]);
  const parts = named
    .filter((p) => stillAsked(removals, p.cloud))
    .map((p) => ({ ...p, spans: without(p.spans, [...removals.spans, ...sharedCounts(full, named)]) }));
  // "..., both deleting objects after 30 days": each cloud with an item of the list reads the words too.
  // "a site-to-site VPN between the AWS VPC and the Azure VNet": each cloud named with it writes its end.
  // "make both 200 GB" in a later turn: every cloud with a thing reads it.
  const later = history.length ? history[0].length + 1 : full.length;
  const shared = [
    ...sharedTails(full, named),
    ...sharedLinks(full, named),
    ...everyCloudClauses(full, later, named),
    ...headingOf(full, named),
  ];
  for (const { span, clouds } of shared) {
    for (const part of parts.filter((p) => clouds.some((c) => c.cloud === p.cloud))) {
      if (part.spans.some((s) => s.start <= span.start && s.end >= span.end)) continue;
      part.spans = [...part.spans, span].sort((a, b) => a.start - b.start);
    }
  }
  if (!parts.length) return undefined;
  const gone = named.filter((p) => !parts.some((x) => x.cloud === p.cloud)).map((p) => p.cloud);
  const removedLine = gone.length
    ? GeneratorMessages.removed(gone.map((c) => GeneratorMessages.multiCloud.part(CLOUD_NAMES[c])).join(', '))
    : undefined;
  // "rename the s3 one to a and the gcs one to b": the second cloud's item is read with the verb.
  const verbs = sharedVerbs(full, named);
  const read = (s: { start: number; end: number }, from: number, to: number) => {
    const shared = from === s.start ? verbs.get(s.start) : undefined;
    if (!shared) return full.slice(from, to);
    // "the GKE ones" after "the EKS nodes": the ones are nodes.
    const words = shared.head ? full.slice(from, to).replace(/\bones?\b/i, shared.head) : full.slice(from, to);
    return `${shared.verb} ${words}`;
  };
  const answers = parts.map(({ cloud, spans }) => {
    // A span may run from an earlier turn into this one: each side goes with its own turn.
    const before = spans.filter((s) => s.start < offset).map((s) => read(s, s.start, Math.min(s.end, offset - 1)));
    const now = spans.filter((s) => s.end > offset).map((s) => read(s, Math.max(s.start, offset), s.end));
    return { cloud, ...run(cloud, now.join('\n'), before.length ? [before.join('\n')] : []) };
  });
  // One cloud left: its own answer, with what was removed said.
  if (answers.length === 1) {
    const only = answers[0].result;
    return removedLine ? { ...only, explanation: `${only.explanation}\n${removedLine}` } : only;
  }
  const label = (c: Cloud) => GeneratorMessages.multiCloud.part(CLOUD_NAMES[c]);
  const notCovered = answers.flatMap((a) =>
    a.result.notCovered.map((n) => GeneratorMessages.multiCloud.ofPart(n, label(a.cloud))),
  );
  const notRead = answers.flatMap((a) =>
    (a.result.notRead ?? []).map((n) => GeneratorMessages.multiCloud.ofPart(n, label(a.cloud))),
  );
  const writtenUnread = answers.flatMap((a) =>
    (a.result.writtenUnread ?? []).map((n) => GeneratorMessages.multiCloud.ofPart(n, label(a.cloud))),
  );
  const written = answers.filter((a) => !a.result.declined && a.out?.terraform);
  const clouds = answers.map((a) => CLOUD_NAMES[a.cloud]).join(', ');
  if (!written.length) {
    return {
      declined: true,
      files: [],
      explanation: [
        GeneratorMessages.multiCloud.nothingForAny(clouds),
        ...answers.map((a) => GeneratorMessages.multiCloud.partExplanation(label(a.cloud), a.result.explanation)),
      ].join('\n\n'),
      covered: [],
      notCovered,
    };
  }
  // A single cloud with something to write keeps that cloud's own layout.
  const joined = joinFarEnds(written.map((a) => ({ prefix: PREFIX[a.cloud], parts: a.out!.terraform! }))).modules;
  // "a random password, kept in SSM and in our Key Vault": one generated value for every cloud's secret.
  const asked = written.length > 1 ? generatedPassword(full) : undefined;
  const password = asked && wirePassword(joined, asked);
  const merged =
    written.length === 1
      ? { files: written[0].result.files, renames: [(code: string) => code] }
      : mergeModules(password?.modules ?? joined);
  const renameOf = (a: (typeof answers)[number]) => merged.renames[written.indexOf(a)] ?? ((code: string) => code);
  const covered = answers.flatMap((a) =>
    a.result.covered.map((c) => ({ ...c, resources: c.resources.map(renameOf(a)) })),
  );
  // The password's words are said by its own line, with every secret it is the value of.
  const held = (line: string) => !!password && saidOfPassword(line, password.asked);
  if (password)
    covered.push({
      phrase: password.asked.said[0],
      resources: [
        password.address,
        ...password.holders.map((h) => renameOf(answers.find((a) => PREFIX[a.cloud] === h.prefix)!)(h.address)),
      ],
      settings: password.asked.settings,
    });
  const added = answers.flatMap((a) =>
    (a.result.added ?? []).map((x) => ({ ...x, resources: x.resources.map(renameOf(a)) })),
  );
  const minimal = answers.flatMap((a) => (a.result.minimal ?? []).map(renameOf(a)));
  return {
    declined: false,
    files: merged.files,
    explanation: [
      GeneratorMessages.multiCloud.header(clouds),
      ...answers.map((a) =>
        GeneratorMessages.multiCloud.partExplanation(
          label(a.cloud),
          renameOf(a)(password ? withoutPasswordLines(a.result.explanation, password.asked) : a.result.explanation),
        ),
      ),
      ...(password
        ? [
            GeneratorMessages.multiCloud.sharedPassword(
              password.address,
              password.asked.settings.join(', '),
              covered[covered.length - 1].resources.slice(1).join(', '),
            ),
          ]
        : []),
      ...(removedLine ? [removedLine] : []),
    ].join('\n\n'),
    covered,
    notCovered: notCovered.filter((l) => !held(l)),
    notRead: notRead.some((l) => !held(l)) ? notRead.filter((l) => !held(l)) : undefined,
    writtenUnread: writtenUnread.length ? writtenUnread : undefined,
    added,
    minimal: minimal.length ? minimal : undefined,
  };
}
