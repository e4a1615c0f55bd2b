import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { button } from '@/styles/recipes.css';
import { useSystem } from '@/SystemProvider';
import * as statusStyles from '../common/StatusPage.css';
import { OrderHistory } from './OrderHistory';
import * as styles from './AccountView.css';

const formatPhone = (digits: string) => (/^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits);

/** /user: the signed-in shopper's profile and order history; a guest is asked to log in. */
export function AccountView({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { session } = useSystem();
  const state = useSelector(session, (snapshot) => snapshot.value as string);
  const user = useSelector(session, (snapshot) => snapshot.context.user);

  if (state === 'authenticated' && user) {
    return (
      <div className={styles.page}>
        <div className={styles.head}>
          <h1 className={styles.title}>Hi, {user.firstName}</h1>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => session.send({ type: 'session.logout' })}>
            Log out
          </button>
        </div>
        <section className={styles.section} aria-labelledby="profile-title">
          <h2 id="profile-title" className={styles.sectionTitle}>
            Profile
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Name</dt>
              <dd>
                {user.firstName} {user.lastName}
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{user.email ?? 'Not given'}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{user.phone ? formatPhone(user.phone) : 'Not given'}</dd>
            </div>
          </dl>
        </section>
        <OrderHistory userId={user.id} page={page} onPage={onPage} />
      </div>
    );
  }
  if (state === 'guest') {
    return (
      <section className={statusStyles.page} aria-labelledby="account-title">
        <h1 id="account-title" className={statusStyles.title}>
          Your account
        </h1>
        <p className={statusStyles.text}>Log in to see your profile and your past orders.</p>
        <Link to="/login" search={{ redirect: '/user' }} className={button({ size: 'lg' })}>
          Log in
        </Link>
      </section>
    );
  }
  return (
    <section className={statusStyles.page} aria-labelledby="account-title" aria-busy="true">
      <h1 id="account-title" className={statusStyles.title}>
        {state === 'loggingOut' ? 'Logging you out…' : 'Loading your account…'}
      </h1>
    </section>
  );
}
