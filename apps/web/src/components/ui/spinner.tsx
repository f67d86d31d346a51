import { cn } from '@/lib/cn';

/** An accessible busy indicator; `fullScreen` covers the page while a session is checked. */
export function Spinner({ fullScreen = false, label = 'Loading' }: { fullScreen?: boolean; label?: string }) {
  const ring = (
    <span
      role="status"
      aria-label={label}
      className="h-8 w-8 animate-spin rounded-full border-2 border-border border-t-primary"
    />
  );
  return fullScreen ? <div className={cn('flex min-h-screen items-center justify-center')}>{ring}</div> : ring;
}
