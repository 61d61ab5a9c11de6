/** What a publication attempt to a network ended in, as counted by the metrics. */
export type PublishOutcome = 'published' | 'refused';

type Listener = (platform: string, outcome: PublishOutcome) => void;

/**
 * A tiny observer between the publishing engine and whoever counts its outcomes (the metrics): publishing
 * reports, it never depends on the listeners, and a listener's failure never reaches it.
 */
export function createPublishOutcomes() {
  const listeners = new Set<Listener>();
  return {
    record(platform: string, outcome: PublishOutcome) {
      for (const listener of listeners) {
        try {
          listener(platform, outcome);
        } catch {
          // Counting must never change a publication's fate.
        }
      }
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type PublishOutcomes = ReturnType<typeof createPublishOutcomes>;
