import { useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { isModalShown } from '@machines/modal/modal.types';
import { isFlagOn } from '@/flags';
import { useSystem } from '@/SystemProvider';
import * as styles from './SupportChatButton.css';

/**
 * The support chat's button (web_salesforce_messaging_support): bottom right on the home page, bottom
 * left elsewhere (clear of the cart); hidden on a phone, where the navbar's Help opens the chat.
 */
export function SupportChatButton() {
  const { modal } = useSystem();
  const { pathname } = useLocation();
  const chatOpen = useSelector(modal, (state) => isModalShown(state, 'supportModal'));
  if (!isFlagOn('web_salesforce_messaging_support') || chatOpen) return null;
  return (
    <button
      type="button"
      className={pathname === '/' ? styles.right : styles.left}
      aria-haspopup="dialog"
      onClick={() => modal.send({ type: 'modal.open', name: 'supportModal' })}
    >
      Chat with support
    </button>
  );
}
