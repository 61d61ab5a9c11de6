/** The app ships no service worker (docs/spec/part-2-signed-in-application.md §2.1): remove any that an
 * earlier version left behind. */
export async function unregisterServiceWorkers() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (error) {
    console.warn('Service workers could not be unregistered', error);
  }
}
