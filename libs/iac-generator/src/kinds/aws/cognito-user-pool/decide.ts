import { type Component } from '../../../model/types';

/** What the request's settings decide for a user pool, once for every format. */
export function decide(c: Component) {
  // Users sign in with their email address when the request says so.
  return { emailSignIn: c.attrs.flags.has('emailSignIn') };
}
