import { button } from '@/styles/recipes.css';
import * as styles from './AccountSaveBar.css';

type AccountSaveBarProps = {
  label: string;
  /** the saved notice, shown while the machine is in `saved` (2000 ms) */
  notice: string | null;
  formError: string | null;
  busy: boolean;
  canSave: boolean;
};

/** An account form's Save button, its saved notice (a polite live region) and a message that belongs to no field. */
export function AccountSaveBar({ label, notice, formError, busy, canSave }: AccountSaveBarProps) {
  return (
    <div className={styles.bar}>
      <button type="submit" className={button()} disabled={!canSave} aria-busy={busy || undefined}>
        {label}
      </button>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {formError ? (
        <p role="alert" className={styles.problem}>
          {formError}
        </p>
      ) : null}
    </div>
  );
}
