import { type Component } from '../../../model/types';
import { keepImagesPolicy } from '../settings';

/** What the request's settings decide for a repository, once for every format. */
export function decide(c: Component) {
  // A lifecycle policy only when the request said how many images to keep.
  return { lifecyclePolicy: c.attrs.keepImages ? keepImagesPolicy(c.attrs.keepImages) : undefined };
}
