import { createContext, useContext, type ReactNode } from 'react';

/** One loader result the server rendered a page with. */
export type PreloadedEntry = { name: string; params: unknown; data: unknown };

const keyOf = (name: string, params: unknown) => `${name}:${JSON.stringify(params)}`;

/**
 * The loader results a server-rendered page was rendered with. In the browser they seed the
 * loaders of the hydrating render, so it matches the server's HTML, and are dropped once the
 * shopper goes to another page (src/main.tsx): later pages load fresh. On the server, `collecting`
 * records the loads a render asked for that were not there yet, so the renderer can fetch them and
 * render again.
 */
export class PreloadedData {
  private readonly entries = new Map<string, PreloadedEntry>();
  private readonly asked = new Map<string, { name: string; params: unknown }>();

  constructor(
    entries: readonly PreloadedEntry[] = [],
    private readonly collecting = false,
  ) {
    for (const entry of entries) this.add(entry);
  }

  add(entry: PreloadedEntry): void {
    this.entries.set(keyOf(entry.name, entry.params), entry);
  }

  /** The data for a loader, or undefined (recorded as asked-for while collecting). */
  lookup(name: string, params: unknown): { data: unknown } | undefined {
    const key = keyOf(name, params);
    const entry = this.entries.get(key);
    if (entry) return { data: entry.data };
    if (this.collecting) this.asked.set(key, { name, params });
    return undefined;
  }

  /** The data of the first entry loaded for `name`, whatever its params (nothing is recorded as asked-for). */
  dataNamed(name: string): unknown {
    for (const entry of this.entries.values()) if (entry.name === name) return entry.data;
    return undefined;
  }

  /** The loads asked for since the last call. */
  takeAsked(): { name: string; params: unknown }[] {
    const asked = [...this.asked.values()];
    this.asked.clear();
    return asked;
  }

  clear(): void {
    this.entries.clear();
  }

  toJSON(): PreloadedEntry[] {
    return [...this.entries.values()];
  }
}

const PreloadedContext = createContext<PreloadedData>(new PreloadedData());

/** Gives the loaders below the page's preloaded data. */
export function PreloadedProvider({ data, children }: { data: PreloadedData; children: ReactNode }) {
  return <PreloadedContext.Provider value={data}>{children}</PreloadedContext.Provider>;
}

export const usePreloaded = () => useContext(PreloadedContext);

/** The id of the script element that carries the entries to the browser. */
export const PRELOADED_ELEMENT_ID = 'crust-preloaded';

/** The script element carrying the entries, its JSON unable to end the element early. */
export const preloadedScript = (entries: readonly PreloadedEntry[]) =>
  `<script id="${PRELOADED_ELEMENT_ID}" type="application/json">${JSON.stringify(entries).replace(/</g, '\\u003c')}</script>`;
