/**
 * The code as plain text: shown while the editor's chunk loads (so the panel is never blank
 * mid-stream) and for good if it fails to load.
 */
export function PlainCode({ text, label }: { text: string; label: string }) {
  return (
    <pre
      // Focusable so a keyboard user can scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      aria-label={label}
      data-testid="plain-code"
      className="h-full overflow-auto bg-background p-3 font-mono text-[13px] leading-normal focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
    >
      <code>{text}</code>
    </pre>
  );
}
