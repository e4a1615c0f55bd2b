import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import type { SessionUser } from '@machines/session/session.types';
import { button } from '@/styles/recipes.css';
import { useSystem } from '@/SystemProvider';
import type { SessionRef } from '@/system';
import * as statusStyles from '../common/StatusPage.css';
import { WaitingPage } from '../common/WaitingPage';

type AccountGateProps = {
  /** the page's heading for a guest */
  title: string;
  /** what a guest is told logging in gives them */
  guestText: string;
  /** where the sign-in comes back to */
  returnTo: string;
  /** the heading while the session is asked */
  loadingText?: string;
  /** the page for the signed-in shopper */
  children: (user: SessionUser, session: SessionRef) => ReactNode;
};

/**
 * An account page's door (a shopper's pages, and the staff's order board and support inbox): the page for a signed-in
 * account, a log-in prompt for a guest, a wait while the session is asked.
 */
export function AccountGate({ title, guestText, returnTo, loadingText = 'Loading your account…', children }: AccountGateProps) {
  const { session } = useSystem();
  const state = useSelector(session, (snapshot) => snapshot.value as string);
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  const titleId = useId();

  if (state === 'authenticated' && user) return <>{children(user, session)}</>;
  if (state === 'guest') {
    return (
      <section className={statusStyles.page} aria-labelledby={titleId}>
        <h1 id={titleId} className={statusStyles.title}>
          {title}
        </h1>
        <p className={statusStyles.text}>{guestText}</p>
        <Link to="/login" search={{ redirect: returnTo }} className={button({ size: 'lg' })}>
          Log in
        </Link>
      </section>
    );
  }
  return <WaitingPage text={state === 'loggingOut' ? 'Logging you out…' : loadingText} />;
}
