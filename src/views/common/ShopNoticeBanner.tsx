import { shopNoticeMessage, type ShopNotice } from '@/pageFlags';
import * as styles from './ShopNoticeBanner.css';

/** The shop-inactive notice shown after a redirect away from a shop that cannot take orders. */
export function ShopNoticeBanner({ notice }: { notice: ShopNotice }) {
  return (
    <div className={styles.banner} role="status">
      <p className={styles.title}>{shopNoticeMessage(notice)}</p>
      <p>Enter your address to find another pizzeria near you.</p>
    </div>
  );
}
