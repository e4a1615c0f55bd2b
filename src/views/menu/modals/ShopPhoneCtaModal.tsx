import type { Shop } from '@/api';
import { button } from '@/styles/recipes.css';
import { InfoDialog } from './InfoDialog';
import * as styles from './InfoDialog.css';

/** shopPhoneCtaModal: order online, or call the shop (its tracked number when it has one). */
export function ShopPhoneCtaModal({ shop, onClose }: { shop: Shop; onClose: () => void }) {
  const phone = shop.twilioPhone ?? shop.phone;
  return (
    <InfoDialog title={`Call ${shop.name}`} onClose={onClose}>
      <p>Questions about the menu or a large order? The pizzeria is happy to help. Ordering online is the fastest way to get your food.</p>
      <div className={styles.actions}>
        <a className={button()} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          Call {phone}
        </a>
        <button type="button" className={button({ tone: 'secondary' })} onClick={onClose}>
          Order online
        </button>
      </div>
    </InfoDialog>
  );
}
