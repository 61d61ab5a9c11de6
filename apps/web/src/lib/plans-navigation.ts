type Listener = () => void;
const listeners = new Set<Listener>();

/** Asks the dashboard to show the plan and payment page (the Réglages tab's 'Voir les abonnements'): tab bodies
 * take no props, and the payment page is a view of the dashboard, not a route
 * (docs/spec/part-1-access-payment-admin-legal.md §2). */
export function requestPlansPage(): void {
  for (const listener of listeners) listener();
}

export function onPlansPageRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
