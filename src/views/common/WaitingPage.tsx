import { useId } from 'react';
import * as statusStyles from './StatusPage.css';

/** A page that is only its heading while what it shows loads (announced as busy). */
export function WaitingPage({ text }: { text: string }) {
  const titleId = useId();
  return (
    <section className={statusStyles.page} aria-labelledby={titleId} aria-busy="true">
      <h1 id={titleId} className={statusStyles.title}>
        {text}
      </h1>
    </section>
  );
}
