import { useEffect, useSyncExternalStore } from 'react';
import { sonnerStore } from '@/lib/sonner-loader';

/** Placed after sonner's Toaster: its effect runs once sonner has subscribed to new toasts. */
function ReportMounted() {
  useEffect(() => sonnerStore.mounted(), []);
  return null;
}

/** Mounted once at the root; `showToast` in lib/toast.ts loads sonner and puts messages here. */
export function Toaster() {
  const sonner = useSyncExternalStore(sonnerStore.subscribe, sonnerStore.current, sonnerStore.current);
  if (!sonner) return null;
  return (
    <>
      <sonner.Toaster position="bottom-right" richColors closeButton />
      <ReportMounted />
    </>
  );
}
