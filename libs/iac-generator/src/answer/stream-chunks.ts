/**
 * The built-in generator's text cut into chunks as a model would stream it.
 *
 * @example
 *   [...streamChunks('x'.repeat(200))].length // 3 (chunks of about 80 characters)
 */

/**
 * Deterministic chunks of about `size` characters (between 40 and 120), cut after a newline or a
 * space when one is near, so words are not split mid-way in the live view.
 */
export function* streamChunks(text: string, size = 80): Generator<string> {
  const target = Math.min(Math.max(Math.floor(size) || 80, 40), 120);
  let i = 0;
  while (i < text.length) {
    if (text.length - i <= target) {
      yield text.slice(i);
      return;
    }
    let end = i + target;
    const window = text.slice(i + 40, Math.min(i + 120, text.length));
    const nl = window.lastIndexOf('\n', target - 40);
    const sp = window.lastIndexOf(' ', target - 40);
    if (nl >= 0) end = i + 40 + nl + 1;
    else if (sp >= 0) end = i + 40 + sp + 1;
    // Never split a surrogate pair.
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff) end += 1;
    yield text.slice(i, end);
    i = end;
  }
}
