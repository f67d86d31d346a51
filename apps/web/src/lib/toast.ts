import { toast as sonner } from 'sonner';

export interface ToastText {
  title: string;
  description?: string;
}

/** Shows a toast from catalogue texts; `destructive` for failures. */
export function showToast(text: ToastText, variant: 'default' | 'destructive' = 'default'): void {
  const options = text.description ? { description: text.description } : undefined;
  if (variant === 'destructive') sonner.error(text.title, options);
  else sonner.success(text.title, options);
}
