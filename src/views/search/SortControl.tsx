import { useId } from 'react';
import type { SearchResponse } from '@/api';
import * as styles from './SortControl.css';

export type SortType = SearchResponse['meta']['sortTypes'][number];

export const SORT_LABELS: Record<SortType, string> = {
  recommended: 'Recommended',
  acquired: 'On Crust first',
  is_open: 'Open now first',
  nearby: 'Nearest first',
};

/** The sort of the search results, from the types the server lists in meta.sort_types. */
export function SortControl({ options, value, onChange }: { options: SortType[]; value: SortType; onChange: (sort: SortType) => void }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Sort by
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as SortType)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
