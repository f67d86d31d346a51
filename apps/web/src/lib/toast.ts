import { sonnerReady } from './sonner-loader';

interface ToastText {
  title: string;
  description?: string;
}

/**
 * What a toast is about. A newer toast about the same subject takes the older one's place, so a
 * success after a failure ("Welcome back!" after "Sign in failed") clears the failure instead of
 * stacking under it. Without one, the subject is the text itself: the same message never stacks.
 */
type ToastSubject = 'session' | 'generation' | 'github' | 'clipboard' | 'download';

/** How long a toast stays: long enough to read a failure's reason, short enough to end with its cause. */
const TOAST_DURATION_MS = { default: 4000, destructive: 7000 } as const;

/** Shows a toast from catalogue texts; `destructive` for failures. */
export function showToast(
  text: ToastText,
  variant: 'default' | 'destructive' = 'default',
  subject?: ToastSubject,
): void {
  const options = {
    id: subject ?? `${text.title}\n${text.description ?? ''}`,
    duration: TOAST_DURATION_MS[variant],
    // A toast that takes another's place keeps no part of it (sonner merges the options).
    description: text.description ?? null,
  };
  void sonnerReady().then(({ toast }) => {
    if (variant === 'destructive') toast.error(text.title, options);
    else toast.success(text.title, options);
  });
}
