import { type Component } from '../../../model/types';

/** What the request's settings decide for a function URL, once for every format. */
export function decide(c: Component) {
  // Open to anyone only when the request asked for a public URL; otherwise callers sign with IAM.
  return { authType: c.attrs.flags.has('public') ? 'NONE' : 'AWS_IAM' };
}
