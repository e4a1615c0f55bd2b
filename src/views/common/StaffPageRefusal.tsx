import { useId } from 'react';
import { button } from '@/styles/recipes.css';
import { useSystem } from '@/SystemProvider';
import * as statusStyles from './StatusPage.css';

/** A signed-in account without a staff page's role: what the page is for, and Log out to sign in with the right one. */
export function StaffPageRefusal({ title, text }: { title: string; text: string }) {
  const { session } = useSystem();
  const titleId = useId();
  return (
    <section className={statusStyles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={statusStyles.title}>
        {title}
      </h1>
      <p className={statusStyles.text}>{text}</p>
      <button type="button" className={button({ tone: 'secondary', size: 'lg' })} onClick={() => session.send({ type: 'session.logout' })}>
        Log out
      </button>
    </section>
  );
}
