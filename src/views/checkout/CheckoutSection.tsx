import type { ReactNode } from 'react';
import * as styles from './Checkout.css';

type CheckoutSectionProps = {
  /** the section's number in the form's order */
  step: number;
  title: string;
  titleId: string;
  busy?: boolean;
  children: ReactNode;
};

/** One numbered section of the checkout form, named by its heading. */
export function CheckoutSection({ step, title, titleId, busy, children }: CheckoutSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={busy}>
      <div className={styles.sectionHead}>
        <span className={styles.step} aria-hidden="true">
          {step}
        </span>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
