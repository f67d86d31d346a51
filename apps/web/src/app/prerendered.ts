/**
 * The attribute the api sets on the root element when it serves a page's build-time markup in
 * it; its presence tells the browser to hydrate rather than render from scratch.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
