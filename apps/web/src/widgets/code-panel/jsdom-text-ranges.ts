/**
 * Test support: jsdom has no layout, and its Range lacks the measuring methods CodeMirror calls
 * when it draws the cursor. Empty rectangles are enough for tests about text and behaviour.
 * Import for its effect, in tests only.
 */
const emptyRect = (): DOMRect => ({
  x: 0,
  y: 0,
  width: 0,
  height: 0,
  top: 0,
  left: 0,
  right: 0,
  bottom: 0,
  toJSON: () => ({}),
});

if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getBoundingClientRect = emptyRect;
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
}

export {};
