import type * as Sonner from 'sonner';

/** docs/spec/part-2-signed-in-application.md §9: at most 20 toasts at once. Beyond that the oldest still open
 * is dismissed. */
export const MAX_TOASTS = 20;
/** On screen, newest first; the others wait, stacked, until those above them close. */
export const VISIBLE_TOASTS = 3;

type Message = Parameters<typeof Sonner.toast.success>[0];
type Options = Sonner.ExternalToast;

// Sonner and its on-screen host load with the first notification, not with the first screen: the login page
// never shows one, and the library is a tenth of its JavaScript.
let loading: Promise<typeof Sonner> | undefined;
let markHostReady: () => void = () => undefined;
const hostReady = new Promise<void>((resolve) => (markHostReady = resolve));
const hostListeners = new Set<() => void>();

/** The host (app/toast-host.tsx) renders the toaster once a notification was asked for. */
export const toastHost = {
  requested: () => loading !== undefined,
  subscribe(listener: () => void) {
    hostListeners.add(listener);
    return () => void hostListeners.delete(listener);
  },
  /** The toaster listens: notifications asked for earlier wait for this, or sonner would drop them. */
  mounted: () => markHostReady(),
};

function show(send: (sonner: typeof Sonner.toast) => void): void {
  if (!loading) {
    loading = import('sonner');
    for (const listener of hostListeners) listener();
  }
  // Each waits in the order it was asked for: the chained promises resolve in that order. Nothing is returned:
  // a caller (a mutation's onError) must never wait for a notification to be on screen.
  void Promise.all([loading, hostReady]).then(([{ toast: sonner }]) => {
    const open = sonner.getToasts();
    // Sonner keeps them oldest first.
    for (const old of open.slice(0, Math.max(0, open.length - MAX_TOASTS + 1))) sonner.dismiss(old.id);
    send(sonner);
  });
}

/** The app's notifications. Successes and information close by themselves; an error stays until the user
 * closes it, so that it is read even when it appears while they look elsewhere. */
export const toast = {
  success: (message: Message, data?: Options) => show((sonner) => void sonner.success(message, data)),
  info: (message: Message, data?: Options) => show((sonner) => void sonner.info(message, data)),
  error: (message: Message, data?: Options) =>
    show((sonner) => void sonner.error(message, { duration: Infinity, ...data })),
};
