import { useEffect, useState } from 'react';
import { DocsCopy } from '@infragen/contracts';
import { Button } from '@/components/ui/button';

/** A command or configuration sample with its caption and a copy button (which confirms for 2 seconds). */
export function CodeSample({ label, code }: { label: string; code: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
  };
  return (
    <figure className="mt-4 overflow-hidden rounded-lg border border-border">
      <figcaption className="flex items-center justify-between gap-2 border-b border-border bg-muted px-3 py-1.5 text-xs text-muted-foreground">
        {label}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => void copy()}
          aria-label={`${DocsCopy.copy}: ${label}`}
        >
          <span aria-live="polite">{copied ? DocsCopy.copied : DocsCopy.copy}</span>
        </Button>
      </figcaption>
      <pre className="overflow-x-auto bg-zinc-950 p-4 text-sm text-zinc-100">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
