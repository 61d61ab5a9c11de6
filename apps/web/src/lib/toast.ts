import { toast as sonner, type ExternalToast } from 'sonner';

/** docs/spec/part-2-signed-in-application.md §9: at most 20 toasts at once. Beyond that the oldest still open
 * is dismissed. */
export const MAX_TOASTS = 20;
/** On screen, newest first; the others wait, stacked, until those above them close. */
export const VISIBLE_TOASTS = 3;

type Message = Parameters<typeof sonner.success>[0];

function makeRoom() {
  const open = sonner.getToasts();
  // Sonner keeps them oldest first.
  for (const old of open.slice(0, Math.max(0, open.length - MAX_TOASTS + 1))) sonner.dismiss(old.id);
}

/** The app's notifications. Successes and information close by themselves; an error stays until the user
 * closes it, so that it is read even when it appears while they look elsewhere. */
export const toast = {
  success(message: Message, data?: ExternalToast) {
    makeRoom();
    return sonner.success(message, data);
  },
  info(message: Message, data?: ExternalToast) {
    makeRoom();
    return sonner.info(message, data);
  },
  error(message: Message, data?: ExternalToast) {
    makeRoom();
    return sonner.error(message, { duration: Infinity, ...data });
  },
};
