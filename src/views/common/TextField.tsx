import * as styles from './TextField.css';

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  error?: string;
  /** shown under the label, before any error */
  hint?: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  required?: boolean;
  maxLength?: number;
  onBlur?: () => void;
  /** kept as typed while a save is on its way */
  readOnly?: boolean;
};

/** A labelled input whose error sits under it and is tied to it with aria-describedby. */
export function TextField({
  id,
  label,
  value,
  error,
  hint,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  required,
  maxLength,
  onBlur,
  readOnly,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? null : <span className={styles.optional}> (optional)</span>}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className={styles.input}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        readOnly={readOnly}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
