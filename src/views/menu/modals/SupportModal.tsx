import { button } from '@/styles/recipes.css';
import { InfoDialog } from './InfoDialog';
import * as styles from './InfoDialog.css';

export const SUPPORT_PHONE = '(888) 555-0142';

/** supportModal without the support chat's flag: Crust support, 24/7 by phone (with the flag, the chat: views/support). */
export function SupportModal({ onClose }: { onClose: () => void }) {
  return (
    <InfoDialog title="Need help?" onClose={onClose}>
      <p>Our support team is here 24/7 for anything about an order: missing items, late deliveries or refunds.</p>
      <div className={styles.actions}>
        <a className={button()} href={`tel:${SUPPORT_PHONE.replace(/[^\d]/g, '')}`}>
          Call support {SUPPORT_PHONE}
        </a>
      </div>
      <p className={styles.muted}>For questions about the menu, call the pizzeria directly.</p>
    </InfoDialog>
  );
}
