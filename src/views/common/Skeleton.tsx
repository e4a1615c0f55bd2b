import { skeleton } from '@/styles/recipes.css';

/** A placeholder block with a reserved size, so content does not shift when it arrives. */
export function Skeleton({ width = '100%', height, radius }: { width?: string; height: string; radius?: string }) {
  return <div className={skeleton} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}
