import { InfoDialog } from '../menu/modals/InfoDialog';
import * as styles from './CardChallengeDialog.css';

type CardChallengeDialogProps = {
  /** The card issuer's hosted 3-D Secure page. */
  url: string;
  /** What the bank confirms: saving the card (origin saveCard) or a payment (origin placeOrder, or a wallet's card). */
  origin: 'saveCard' | 'placeOrder' | 'wallet';
  onClose: () => void;
};

/**
 * threeDSecureModal's content: the issuer's challenge page in a frame until it returns to /3ds-redirect
 * (which tells the page, see src/payments/challengeReturn.ts); Close leaves the challenge.
 */
export function CardChallengeDialog({ url, origin, onClose }: CardChallengeDialogProps) {
  return (
    <InfoDialog title="Verify your card" onClose={onClose}>
      <p className={styles.note}>
        Your bank asks you to confirm {origin === 'saveCard' ? 'this card before it is saved' : 'this payment'}.
      </p>
      <iframe className={styles.frame} src={url} title="Card verification by your bank" />
    </InfoDialog>
  );
}
