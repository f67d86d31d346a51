import { Messages } from '@infragen/contracts';
import { Spinner } from './spinner';

/** Covers the page while a session is checked; the hidden heading tells screen readers why. */
export function FullScreenSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <h1 className="sr-only">{Messages.common.loading}</h1>
      <Spinner label={Messages.common.loading} />
    </div>
  );
}
