import { useId, useState } from 'react';
import { button, fieldInput, fieldLabel } from '@/styles/recipes.css';
import { ADD_ZIP_MESSAGE, isZip } from './zipAsk';
import * as styles from './AddZipCode.css';
import * as page from './SearchView.css';

/**
 * A street the maps could place only in its city (issue 32 item 2): the page asks for the street's ZIP
 * instead of listing the pizzerias around the city's centre, and searches again with it (`onAddZip`).
 */
export function AddZipCode({ onAddZip }: { onAddZip: (zip: string) => void }) {
  const id = useId();
  const [zip, setZip] = useState('');
  const valid = isZip(zip);
  return (
    <div className={page.empty} role="alert">
      <p className={page.emptyTitle} id={`${id}-title`}>
        {ADD_ZIP_MESSAGE}
      </p>
      <form
        className={styles.form}
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onAddZip(zip.trim());
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-zip`} className={fieldLabel}>
            ZIP code
          </label>
          <input
            id={`${id}-zip`}
            className={fieldInput}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={zip}
            onChange={(event) => setZip(event.target.value)}
          />
        </div>
        <button type="submit" className={button()} disabled={!valid}>
          Find pizza
        </button>
      </form>
    </div>
  );
}
