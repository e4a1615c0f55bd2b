import { useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { EMAIL_CONNECTION } from '@contract/auth';
import type { ActorRefFrom } from 'xstate';
import type { existingAccountMachine } from '@machines/existingAccount/existingAccount.machine';
import { selectAccountFound } from '@machines/existingAccount/existingAccount.types';
import { button } from '@/styles/recipes.css';
import { useSystem } from '@/SystemProvider';
import * as styles from './Checkout.css';

export const ACCOUNT_FOUND_TEXT = 'You have an account with this email. Sign in to keep this order in your history.';

/** Under the contact email when an account already uses it: Sign in comes back to this checkout, the cart kept; guest checkout goes on otherwise. */
export function ExistingAccountOffer({ existingAccount }: { existingAccount: ActorRefFrom<typeof existingAccountMachine> }) {
  const found = useSelector(existingAccount, selectAccountFound);
  const { login } = useSystem();
  const leaving = useSelector(login, (state) => state.hasTag('busy'));
  const { pathname } = useLocation();
  return (
    <div role="status">
      {found ? (
        <div className={`${styles.info} ${styles.row}`}>
          <span>{ACCOUNT_FOUND_TEXT}</span>
          <button
            type="button"
            className={button({ tone: 'secondary', size: 'sm' })}
            disabled={leaving}
            onClick={() =>
              login.send({ type: 'login.start', returnTo: pathname, option: { connection: EMAIL_CONNECTION, screenHint: 'login' } })
            }
          >
            Sign in
          </button>
        </div>
      ) : null}
    </div>
  );
}
