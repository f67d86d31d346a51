import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { CodePanelCopy } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';

/** How long the button reads "Copied" before it offers Copy again. */
const COPY_CONFIRMATION_MS = 2000;

/**
 * Copies `text`; the label ("Copy" unless given) reads "Copied" for two seconds, or a toast says
 * why it could not.
 */
export function CopyButton({
  text,
  label = CodePanelCopy.copy,
  announcement = CodePanelCopy.copiedAnnouncement,
}: {
  text: string;
  label?: string;
  announcement?: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      // navigator.clipboard is missing on plain http (a self-hosted install without TLS).
      if (!navigator.clipboard) throw new Error('The Clipboard API is not available');
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.warn('Copy to clipboard failed', error);
      showToast(CodePanelCopy.copyFailed, 'destructive', 'clipboard');
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
        {copied ? CodePanelCopy.copied : label}
      </Button>
      <span role="status" className="sr-only">
        {copied ? announcement : ''}
      </span>
    </>
  );
}
