import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectAddresses, selectDeletingId, selectErrorStatus } from '@machines/savedAddresses/savedAddresses.types';
import { savedAddressLines } from '@/format/savedAddress';
import { useSavedAddresses } from '@/hooks/useSavedAddresses';
import { button, statusMessage, textButton } from '@/styles/recipes.css';
import { ErrorPanel } from '../common/ErrorPanel';
import * as accountStyles from './AccountView.css';
import { DeleteConfirm } from './DeleteConfirm';
import * as styles from './SavedAddresses.css';

/** /user: the account's saved addresses, each with Delete, and a link to add one (mount for a signed-in shopper only). */
export function SavedAddresses() {
  const ref = useSavedAddresses();
  const state = useSelector(ref, (snapshot) => snapshot.value as string);
  const addresses = useSelector(ref, selectAddresses);
  const errorStatus = useSelector(ref, selectErrorStatus);
  const deletingId = useSelector(ref, selectDeletingId);
  const busy = useSelector(ref, (snapshot) => snapshot.hasTag('busy'));
  const listed = state === 'ready' || state === 'confirmingDelete' || state === 'deleting';

  return (
    <section className={accountStyles.section} aria-labelledby="addresses-title" aria-busy={busy}>
      <div className={styles.head}>
        <h2 id="addresses-title" className={accountStyles.sectionTitle}>
          Saved addresses
        </h2>
        <Link to="/user/addresses/new" className={button({ tone: 'secondary', size: 'sm' })}>
          Add an address
        </Link>
      </div>
      {state === 'loading' ? <p className={accountStyles.muted}>Loading your addresses…</p> : null}
      {state === 'failed' ? (
        <ErrorPanel
          title="We couldn't load your addresses"
          message="Please try again."
          onRetry={() => ref.send({ type: 'addresses.request' })}
        />
      ) : null}
      {listed && errorStatus !== null ? (
        <p role="alert" className={statusMessage({ tone: 'warning' })}>
          We couldn't delete that address. Please try again.
        </p>
      ) : null}
      {listed && addresses.length === 0 ? (
        <p className={accountStyles.muted}>No saved addresses yet. Add one to check out faster.</p>
      ) : null}
      {listed && addresses.length > 0 ? (
        <ul className={styles.list} aria-label="Saved addresses">
          {addresses.map((address) => {
            const [first, second] = savedAddressLines(address);
            const marked = deletingId === address.id;
            const deleting = marked && state === 'deleting';
            return (
              <li key={address.id} className={styles.item}>
                <div className={styles.lines}>
                  <p className={styles.street}>{first}</p>
                  <p className={accountStyles.muted}>{second}</p>
                </div>
                {marked && state === 'confirmingDelete' ? (
                  <DeleteConfirm
                    subject={address.address}
                    onConfirm={() => ref.send({ type: 'address.confirmDelete' })}
                    onCancel={() => ref.send({ type: 'address.cancelDelete' })}
                  />
                ) : (
                  <button
                    type="button"
                    className={textButton()}
                    aria-label={`Delete ${address.address}`}
                    aria-busy={deleting || undefined}
                    disabled={state !== 'ready'}
                    onClick={() => ref.send({ type: 'address.delete', id: address.id })}
                  >
                    {deleting ? 'Deleting…' : 'Delete'}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
