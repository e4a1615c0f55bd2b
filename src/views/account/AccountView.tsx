import { Link } from '@tanstack/react-router';
import { formatPhone } from '@machines/accountUpdate/accountUpdate.rules';
import { button } from '@/styles/recipes.css';
import { AccountGate } from './AccountGate';
import { AccountPreferences } from './AccountPreferences';
import { OrderHistory } from './OrderHistory';
import { SavedAddresses } from './SavedAddresses';
import { SavedCards } from './SavedCards';
import * as styles from './AccountView.css';

/** /user: the signed-in shopper's profile, preferences, saved addresses, saved cards and order history; a guest is asked to log in. */
export function AccountView({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  return (
    <AccountGate title="Your account" guestText="Log in to see your profile and your past orders." returnTo="/user">
      {(user, session) => (
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
            <Link to="/user/edit" className={`${button({ tone: 'secondary', size: 'sm' })} ${styles.startAligned}`}>
              Edit profile
            </Link>
          </section>
          <AccountPreferences user={user} />
          <SavedAddresses />
          <SavedCards />
          <OrderHistory userId={user.id} page={page} onPage={onPage} />
        </div>
      )}
    </AccountGate>
  );
}
