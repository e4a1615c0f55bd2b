import { useSelector } from '@xstate/react';
import { useLocation } from '@tanstack/react-router';
import { selectPostError, selectTokens } from '@machines/reviewWidget/reviewWidget.types';
import { isModalShown } from '@machines/modal/modal.types';
import { reviewerFirstName } from '@/api/reviews';
import { reviewReturnPath, type ReviewWidgetRef } from '@/hooks/useReviewWidget';
import { button } from '@/styles/recipes.css';
import type { ModalRef } from '@/system';
import { SignInOptions } from '../account/SignInOptions';
import * as loginStyles from '../account/LoginView.css';
import { InfoDialog } from '../menu/modals/InfoDialog';
import * as infoStyles from '../menu/modals/InfoDialog.css';
import { ReviewForm } from './ReviewForm';
import { REVIEW_TEXT } from './reviewText';

type WidgetState =
  | 'starting'
  | 'closed'
  | 'checkingSession'
  | 'needsSignIn'
  | 'loadingTokens'
  | 'open'
  | 'posting'
  | 'posted'
  | 'postFailed'
  | 'failed';

/** The menu's review widget, drawn as the reviewWidget machine says; a guest's sign-in modal is drawn here too. */
export function ReviewWidget({
  widget,
  modal,
  shopId,
  shopName,
}: {
  widget: ReviewWidgetRef;
  modal: ModalRef;
  shopId: number;
  shopName: string;
}) {
  const state = useSelector(widget, (s) => s.value as WidgetState);
  const tokens = useSelector(widget, selectTokens);
  const postError = useSelector(widget, selectPostError);
  const signInShown = useSelector(modal, (s) => isModalShown(s, 'signInSignUpModal'));
  const { pathname } = useLocation();
  const close = () => widget.send({ type: 'review.close' });

  switch (state) {
    case 'needsSignIn':
      return signInShown ? (
        <InfoDialog title="Log in or sign up" onClose={() => modal.send({ type: 'modal.close' })}>
          <div className={loginStyles.options}>
            <p className={loginStyles.notice}>{REVIEW_TEXT.signInNotice}</p>
            <SignInOptions returnTo={reviewReturnPath(pathname)} />
          </div>
        </InfoDialog>
      ) : null;
    case 'checkingSession':
    case 'loadingTokens':
      return (
        <InfoDialog title={REVIEW_TEXT.title(shopName)} onClose={close}>
          <p role="status" aria-busy="true">
            {state === 'checkingSession' ? REVIEW_TEXT.checking : REVIEW_TEXT.loading}
          </p>
        </InfoDialog>
      );
    case 'open':
    case 'posting':
    case 'postFailed':
      return (
        <InfoDialog title={REVIEW_TEXT.title(shopName)} onClose={close} wide>
          <ReviewForm
            reviewer={tokens ? reviewerFirstName(tokens.userData) : null}
            shopId={shopId}
            canPost={(draft) => widget.getSnapshot().can({ type: 'review.post', ...draft })}
            onPost={(draft) => widget.send({ type: 'review.post', ...draft })}
            posting={state === 'posting'}
            error={state === 'postFailed' ? postError : null}
          />
        </InfoDialog>
      );
    case 'posted':
      return (
        <InfoDialog title={REVIEW_TEXT.title(shopName)} onClose={close}>
          <div role="status">
            <p>
              <strong>{REVIEW_TEXT.posted}</strong>
            </p>
            <p>{REVIEW_TEXT.postedDetail(shopName)}</p>
          </div>
          <div className={infoStyles.actions}>
            <button type="button" className={button({})} onClick={close}>
              {REVIEW_TEXT.done}
            </button>
          </div>
        </InfoDialog>
      );
    case 'failed':
      return (
        <InfoDialog title={REVIEW_TEXT.title(shopName)} onClose={close}>
          <p role="alert">{REVIEW_TEXT.failed}</p>
          <div className={infoStyles.actions}>
            <button type="button" className={button({})} onClick={() => widget.send({ type: 'review.retry' })}>
              {REVIEW_TEXT.retry}
            </button>
          </div>
        </InfoDialog>
      );
    default:
      return null;
  }
}
