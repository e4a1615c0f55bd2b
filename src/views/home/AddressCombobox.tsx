import { useCallback, useEffect, useId, useRef, useState, type Ref } from 'react';
import type { PlacePrediction } from '@/api';
import { usePlacePredictions } from '@/hooks/usePlacePredictions';
import * as styles from './AddressCombobox.css';

type AddressComboboxProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onPick: (prediction: PlacePrediction) => void;
  /** Enter without an open list submits the surrounding form */
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** The ARIA 1.2 combobox pattern: a text input that controls a listbox of place predictions. */
export function AddressCombobox({ label, value, onChange, onPick, placeholder, inputRef }: AddressComboboxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = usePlacePredictions();
  const { predictions, status } = search;
  const picked = status === 'suppressed';
  const input = useRef<HTMLInputElement | null>(null);
  // one ref callback feeds this field's ref and the caller's (a function or an object ref)
  /* eslint-disable react-hooks/immutability */
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof inputRef === 'function') inputRef(node);
      else if (inputRef) inputRef.current = node;
    },
    [inputRef],
  );
  /* eslint-enable react-hooks/immutability */

  function change(text: string) {
    search.change(text);
    setOpen(true);
    setActive(-1);
    onChange(text);
  }

  // A server-rendered page shows the field before its scripts take it over: what the shopper typed
  // by then is in the field but not in the page's state (hydration leaves a field's text alone).
  // Once hydrated, that text is taken as typed, so its suggestions come and the search can go.
  useEffect(() => {
    const typed = input.current?.value ?? value;
    if (typed === value) return;
    change(typed);
    if (document.activeElement !== input.current) setOpen(false);
    // on hydration only: later typing reaches onChange itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const expanded = open && !picked && value.trim() !== '' && predictions.length > 0;

  function pick(prediction: PlacePrediction) {
    search.pick(prediction);
    setOpen(false);
    setActive(-1);
    onPick(prediction);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (predictions.length === 0 ? -1 : (index + 1) % predictions.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (predictions.length === 0 ? -1 : (index - 1 + predictions.length) % predictions.length));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(predictions[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        <svg className={styles.pin} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            fill="currentColor"
          />
        </svg>
        <input
          ref={setInput}
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-busy={status === 'searching'}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={placeholder}
          value={value}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
      </div>
      <ul id={listId} role="listbox" aria-label="Address suggestions" className={styles.listbox} hidden={!expanded}>
        {predictions.map((prediction, index) => (
          // keyboard users choose with the field's arrow keys and Enter (aria-activedescendant)
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={prediction.placeId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => pick(prediction)}
          >
            <span className={styles.main}>{prediction.mainText}</span>
            <span className={styles.secondary}>{prediction.secondaryText}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {expanded
          ? `${predictions.length} suggestions available`
          : status === 'ready' && !picked && predictions.length === 0
            ? 'No suggestions'
            : ''}
      </p>
    </div>
  );
}
