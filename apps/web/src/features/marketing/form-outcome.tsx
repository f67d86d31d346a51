import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A form's success: what happened, in a status region that takes the focus, and a way to send another. */
export function FormSent({
  title,
  text,
  again,
  onAgain,
}: {
  title: string;
  text: string;
  again: string;
  onAgain: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="space-y-4 outline-none">
      <Alert className="border-green-700/40 bg-green-50">
        <p className="font-semibold">{title}</p>
        <p className="mt-1">{text}</p>
      </Alert>
      <Button type="button" variant="outline" onClick={onAgain}>
        {again}
      </Button>
    </div>
  );
}
