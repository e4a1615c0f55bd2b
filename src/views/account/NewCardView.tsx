import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectChallengeUrl } from '@machines/saveCard/saveCard.types';
import type { SessionUser } from '@machines/session/session.types';
import { isModalShown } from '@machines/modal/modal.types';
import { saveCardForAccount, type SaveCardRef } from '@/effects/saveCard';
import { useSaveCard } from '@/hooks/useSaveCard';
import { textButton } from '@/styles/recipes.css';
import { useSystem } from '@/SystemProvider';
import { CardChallengeDialog } from '../payments/CardChallengeDialog';
import { SaveCardForm } from '../payments/SaveCardForm';
import { cancel } from '../payments/SaveCardForm.css';
import { AccountGate } from './AccountGate';
import * as accountStyles from './AccountView.css';

/** /user/payment-methods/new: a signed-in shopper saves a card to the account; a guest is asked to log in (checkout §6). */
export function NewCardView() {
  return (
    <AccountGate title="Add a card" guestText="Log in to save cards to your account." returnTo="/user/payment-methods/new">
      {(user) => <NewCardForm user={user} />}
    </AccountGate>
  );
}

function NewCardForm({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  // a saved card is announced by the machine; the app goes back to the account page, which lists it
  const [machine] = useState(() => saveCardForAccount(() => void navigate({ to: '/user' })));
  const [input] = useState(() => ({ email: user.email ?? '', name: `${user.firstName} ${user.lastName}`.trim() }));
  // the form's machine runs in the app's system while the page shows it (its challenge is on the system's modal)
  const ref = useSaveCard(machine, input);

  return (
    <div className={accountStyles.page}>
      <div className={accountStyles.head}>
        <h1 className={accountStyles.title}>Add a card</h1>
      </div>
      <section className={accountStyles.section} aria-labelledby="new-card-form-title">
        <h2 id="new-card-form-title" className={accountStyles.sectionTitle}>
          Card details
        </h2>
        {ref ? (
          <SaveCardForm
            saveCard={ref}
            idPrefix="new-card"
            cancel={
              <Link to="/user" className={`${textButton()} ${cancel}`}>
                Cancel
              </Link>
            }
          />
        ) : null}
      </section>
      {ref ? <NewCardChallenge saveCard={ref} /> : null}
    </div>
  );
}

/** The card's 3-D Secure challenge, while the system's modal shows threeDSecureModal for it. */
function NewCardChallenge({ saveCard }: { saveCard: SaveCardRef }) {
  const { modal } = useSystem();
  const challengeUrl = useSelector(saveCard, selectChallengeUrl);
  const challengeShown = useSelector(modal, (snapshot) => isModalShown(snapshot, 'threeDSecureModal'));
  return challengeShown && challengeUrl ? (
    <CardChallengeDialog url={challengeUrl} origin="saveCard" onClose={() => modal.send({ type: 'modal.close' })} />
  ) : null;
}
