import { sonnerReady } from './sonner-loader';

interface ToastText {
  title: string;
  description?: string;
}

/** Shows a toast from catalogue texts; `destructive` for failures. */
export function showToast(text: ToastText, variant: 'default' | 'destructive' = 'default'): void {
  const options = text.description ? { description: text.description } : undefined;
  void sonnerReady().then(({ toast }) => {
    if (variant === 'destructive') toast.error(text.title, options);
    else toast.success(text.title, options);
  });
}
