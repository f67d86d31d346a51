import { Toaster as Sonner } from 'sonner';

/** Mounted once at the root; `showToast` in lib/toast.ts puts messages here. */
export function Toaster() {
  return <Sonner position="bottom-right" richColors closeButton />;
}
