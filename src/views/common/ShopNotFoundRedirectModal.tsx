import { useSelector } from '@xstate/react';
import { useRef, type RefObject } from 'react';
import { isModalShown } from '@machines/modal/modal.types';
import type { ShopNotice } from '@/pageFlags';
import { button } from '@/styles/recipes.css';
import { useSystem } from '@/SystemProvider';
import { InfoDialog } from '../menu/modals/InfoDialog';
import * as styles from '../menu/modals/InfoDialog.css';

type ShopNotFoundRedirectModalProps = {
  /** The page's shop notice (its flags name the shop); the modal is only drawn for a shop that left. */
  notice: ShopNotice | null;
  /** The page's address search field: "Find pizzerias nearby" closes the modal and puts focus there. */
  searchField?: RefObject<HTMLElement | null>;
};

/**
 * shopNotFoundRedirectModal: the visitor followed a link to a pizzeria that no longer takes orders on
 * Crust (`/shop/no-longer-active` lands with `display_disabled_shop_notice`, which opens it through the
 * modal machine). Closing it, either way, takes that flag out of the URL.
 */
export function ShopNotFoundRedirectModal({ notice, searchField }: ShopNotFoundRedirectModalProps) {
  const { modal } = useSystem();
  const open = useSelector(modal, (state) => isModalShown(state, 'shopNotFoundRedirectModal'));
  const returnFocus = useRef<HTMLElement | null>(null);
  if (!open || notice?.kind !== 'noLongerActive') return null;

  const close = () => modal.send({ type: 'modal.close' });
  const findNearby = () => {
    returnFocus.current = searchField?.current ?? null;
    close();
  };
  return (
    <InfoDialog title={`${notice.shopName} is no longer taking online orders`} onClose={close} returnFocus={returnFocus}>
      <p>Its menu can't be ordered from on Crust anymore.</p>
      <p className={styles.muted}>Plenty of local pizzerias deliver or have pickup near you: enter your address to see them.</p>
      <div className={styles.actions}>
        <button type="button" className={button()} onClick={findNearby}>
          Find pizzerias nearby
        </button>
      </div>
    </InfoDialog>
  );
}
