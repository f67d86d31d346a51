import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
// @lezer/highlight comes with @codemirror/language; its tags are how CodeMirror names token kinds.
import { tags as t } from '@lezer/highlight';

/**
 * Colours chosen for at least 4.5:1 contrast on the white editor background (WCAG AA, which axe
 * checks): CodeMirror's default style has an orange (#e40) that fails it.
 */
const highlightStyle = HighlightStyle.define([
  { tag: [t.keyword, t.modifier], color: '#6d28d9' },
  { tag: [t.string, t.content], color: '#047857' },
  { tag: [t.special(t.string), t.meta, t.escape], color: '#b45309' },
  { tag: t.comment, color: '#52525b', fontStyle: 'italic' },
  { tag: [t.number, t.bool, t.null, t.atom, t.labelName], color: '#0369a1' },
  { tag: [t.typeName, t.namespace], color: '#0f766e' },
  { tag: t.definition(t.variableName), color: '#1d4ed8' },
  { tag: [t.propertyName, t.definition(t.propertyName), t.attributeName], color: '#1e3a8a' },
  { tag: t.function(t.variableName), color: '#a21caf' },
  { tag: t.invalid, color: '#b91c1c' },
]);

const monospace = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: '#ffffff', color: '#0a0a0b' },
  '.cm-scroller': { fontFamily: monospace, lineHeight: '1.5' },
  '.cm-gutters': { backgroundColor: '#f4f4f5', color: '#52525b', borderRight: '1px solid #e4e4e7' },
  // CodeMirror's own focus outline is a thin dotted line; match the app's focus ring instead.
  '&.cm-focused': { outline: '2px solid #4f46e5', outlineOffset: '-2px' },
});

export const editorAppearance = [theme, syntaxHighlighting(highlightStyle)];
