/**
 * Toasts, loaded only when the first one is shown: sonner and its toaster are mounted into their
 * own root on first use, so pages that never show a toast never download it.
 */
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@/content/pricing';

type Sonner = typeof import('sonner');
let loading: Promise<Sonner> | null = null;

function loadToaster(): Promise<Sonner> {
  loading ??= Promise.all([import('sonner'), import('react-dom/client')]).then(
    ([sonner, { createRoot }]) =>
      new Promise<Sonner>((resolve) => {
        const host = document.createElement('div');
        host.dataset.toaster = '';
        document.body.append(host);
        createRoot(host).render(
          <sonner.Toaster position="top-center" duration={TOAST_DURATION_MS} visibleToasts={TOAST_MAX_VISIBLE} closeButton richColors theme="light" />,
        );
        // Let the toaster mount and subscribe before the first toast is published.
        requestAnimationFrame(() => setTimeout(() => resolve(sonner), 0));
      }),
  );
  return loading;
}

export interface ToastOptions {
  description?: string;
  duration?: number;
}

export function showToast(kind: 'success' | 'error' | 'info', message: string, options: ToastOptions = {}): void {
  void loadToaster().then((sonner) => sonner.toast[kind](message, options));
}
