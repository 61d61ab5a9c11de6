import { useEffect } from 'react';

/** Where the toasts sit. Signed in, bottom right: the header (log-out) and the tab list are at the top. Signed
 * out, at the top: the login form fills a phone's screen down to its bottom edge (« Se connecter »,
 * « Mot de passe oublié ? »), while its top holds only the brand's name. */
export type ToastPlacement = 'bottom-right' | 'top-center';

let placement: ToastPlacement = 'bottom-right';
const listeners = new Set<() => void>();

export const toastPlacement = {
  current: (): ToastPlacement => placement,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

function place(next: ToastPlacement) {
  if (next === placement) return;
  placement = next;
  for (const listener of listeners) listener();
}

/** Keeps the toasts at the top while the calling screen is shown. */
export function useToastsAtTop() {
  useEffect(() => {
    place('top-center');
    return () => place('bottom-right');
  }, []);
}
