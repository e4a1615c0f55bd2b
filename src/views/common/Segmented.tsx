import { useEffect, useId, useRef } from 'react';
import * as styles from './Segmented.css';

type Option<V extends string> = { value: V; label: string };

type SegmentedProps<V extends string> = {
  /** accessible name of the radio group */
  label: string;
  /** show the label visibly above the choices */
  showLabel?: boolean;
  options: Option<V>[];
  value: V;
  onChange: (value: V) => void;
  size?: 'sm' | 'md';
};

/** A radio group drawn as a segmented control (native radios: arrow keys work). */
export function Segmented<V extends string>({ label, showLabel = false, options, value, onChange, size = 'md' }: SegmentedProps<V>) {
  const name = useId();
  const group = useRef<HTMLDivElement>(null);
  // A server-rendered page shows the choices before its scripts take them over: a choice made by
  // then is checked in the page but not in its state (hydration leaves it alone). Once hydrated, it
  // is taken as made.
  useEffect(() => {
    const checked = [...(group.current?.querySelectorAll('input') ?? [])].find((radio) => radio.checked);
    const made = options.find((option) => option.value === checked?.value);
    if (made && made.value !== value) onChange(made.value);
    // on hydration only: later choices reach onChange themselves
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={group} role="radiogroup" aria-label={label} className={styles.group}>
      {showLabel ? (
        <span className={styles.legend} aria-hidden="true">
          {label}
        </span>
      ) : null}
      <div className={styles.track[size]}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment[size]}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.face}>{option.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
