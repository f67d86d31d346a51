/**
 * "image ghcr.io/acme/billing:2.3.0", then "bump the image to 2.4.1": a follow-up that gives an image
 * only its new tag (or a whole new reference) changes the image of the thing that runs one; the
 * repository stays. With several things running images, the phrase must say which (by a name or
 * the image's own repository name), else nothing is guessed.
 */
import { type Setting } from '../../model/types';
import { type Intent, type Mention } from '../intent';
import { saysName } from './same-thing';
import { adopt } from './values';

// "the image to 1.9.0", "image tag 2.4.1", "tag to v3", "image: repo/app:2".
const NEW_IMAGE =
  /\b(?:(?:container\s+)?image(?:['\u2019]s)?(?:\s+tag)?|tag)\s+(?:(?:up\s+)?to|at|=|:|as)?\s*([a-z0-9][\w.\-/:@]*[\w])/gi;
// A tag: has a digit ("1.9.0", "v3", "2024-05-01") or is "latest".
const TAG = /^(?:[a-z_-]*\d[\w.-]*|latest)$/i;
// A whole reference: a repository path or a tag after a colon.
const REFERENCE = /^[a-z0-9][\w.-]*(?:\/[\w.-]+)*:[\w.-]+$|^[a-z0-9][\w.-]*(?:\/[\w.-]+)+$/i;

/** The image the phrase asks for, from the one `old` was: a tag put on its repository, or a whole reference. */
function newImage(said: string, old: string): string | undefined {
  if (REFERENCE.test(said)) return said;
  if (!TAG.test(said)) return undefined;
  const repo = old.replace(/@[^/]*$/, '').replace(/:[^:/]*$/, '');
  return `${repo}:${said}`;
}

/** The repository's own name ("orders-api" of acmecr.azurecr.io/orders-api:1.8.2). */
const repoName = (image: string) =>
  image
    .replace(/@.*$/, '')
    .replace(/:[^:/]*$/, '')
    .split('/')
    .at(-1) ?? '';

/** The images a thing was asked to run before turn `t` (the reading may give it those of things beside it). */
function imagesOf(m: Mention, t: number, turn: (phrase: number) => number): string[] {
  const said = m.settings
    .filter((s) => turn(s.phrase) < t && typeof s.values?.image === 'string')
    .map((s) => s.values!.image as string);
  const own = typeof m.attrs.image === 'string' ? [m.attrs.image] : [];
  return [...new Set(said.length ? said : own)];
}

/**
 * Changes the image of the earlier thing each phrase of turn `t` gives a new tag or reference.
 * Returns the phrases read, and those where the image replaced was said ("image" there names it).
 */
export function imageTags(
  intent: Intent,
  model: Mention[],
  t: number,
  turn: (phrase: number) => number,
): { read: number[]; retagged: number[] } {
  const read: number[] = [];
  const retagged: number[] = [];
  intent.phrases.forEach((phrase, i) => {
    if (turn(i) !== t) return;
    const runs = model.filter((m) => turn(m.phrase) < t && imagesOf(m, t, turn).length);
    if (!runs.length) return;
    for (const hit of phrase.matchAll(NEW_IMAGE)) {
      const all = [...new Set(runs.flatMap((m) => imagesOf(m, t, turn)))];
      // One image run before, or the one the phrase names (by the repository's name, or a thing's name).
      const saidNames = runs.filter((m) => m.names.some((n) => saysName(phrase, n)));
      const olds =
        all.length === 1
          ? all
          : all.filter(
              (image) => saysName(phrase, repoName(image)) || saidNames.some((m) => m.names.includes(repoName(image))),
            );
      if (olds.length !== 1) continue;
      const which =
        all.length === 1
          ? runs
          : saidNames.length
            ? saidNames
            : runs.filter((m) => imagesOf(m, t, turn).includes(olds[0]));
      const image = newImage(hit[1], olds[0]);
      if (!image || image === olds[0] || !which.length) continue;
      const old = which.flatMap((m) => m.settings).find((s) => s.values?.image === olds[0]);
      if (old) retagged.push(old.phrase);
      const now: Setting = {
        label: 'image',
        keys: ['image'],
        text: hit[0].trim(),
        phrase: i,
        family: old?.family,
        values: { image },
      };
      for (const m of which) adopt(m, [now]);
      read.push(i);
    }
  });
  return { read, retagged };
}
