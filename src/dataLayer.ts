type DataLayerWindow = { dataLayer?: Record<string, unknown>[] };

/** Pushes to the tag manager's data layer (created when missing, as tag managers do). */
export function pushDataLayer(entry: Record<string, unknown>, target: DataLayerWindow = globalThis as DataLayerWindow): void {
  target.dataLayer ??= [];
  target.dataLayer.push(entry);
}
