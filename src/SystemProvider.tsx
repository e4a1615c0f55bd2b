import { createContext, useContext, type ReactNode } from 'react';
import type { AppSystem } from './system';

const SystemContext = createContext<AppSystem | null>(null);

export function SystemProvider({ system, children }: { system: AppSystem; children: ReactNode }) {
  return <SystemContext.Provider value={system}>{children}</SystemContext.Provider>;
}

/** The app-wide actors (cart, modal) created in src/system.ts. */
export function useSystem(): AppSystem {
  const system = useContext(SystemContext);
  if (!system) throw new Error('useSystem must be used inside <SystemProvider>');
  return system;
}
