import * as styles from './Logo.css';

/** The Crust wordmark with a slice; decorative SVG, the text carries the name. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#C8361E" />
        <path d="M14 18c11-5 25-5 36 0L32 54z" fill="#F4B63F" />
        <path d="M13 17.5c11.5-5.5 26.5-5.5 38 0l-2.4 5.2c-10-4.5-23.2-4.5-33.2 0z" fill="#E9A15A" />
        <circle cx="27" cy="28" r="3.6" fill="#C8361E" />
        <circle cx="38" cy="30" r="3.2" fill="#C8361E" />
        <circle cx="32" cy="40" r="3" fill="#C8361E" />
        <circle cx="33" cy="25" r="1.4" fill="#2E7D4F" />
      </svg>
      <span className={styles.word}>Crust</span>
    </span>
  );
}
