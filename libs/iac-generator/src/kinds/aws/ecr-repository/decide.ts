import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { keepImagesPolicy } from '../settings';

/** What the request's settings decide for a repository, once for every format. */
export function decide(c: Component) {
  // A lifecycle policy only when the request said how many images to keep.
  return {
    lifecyclePolicy: c.attrs.keepImages ? keepImagesPolicy(c.attrs.keepImages) : undefined,
    // A repository's name keeps its namespace ("payments/settlement-worker"): ECR allows lower-case
    // letters, digits, dots, underscores, hyphens and slashes.
    name: givenName(c)
      .toLowerCase()
      .replace(/[^a-z0-9._/-]/g, '-'),
  };
}
