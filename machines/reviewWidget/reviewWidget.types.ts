/** The review provider's two single-sign-on tokens (GET users/me/turn_to/user_data and logged_in_data). */
export type ReviewTokens = {
  /** carries the shopper's name and email to the provider */
  userData: string;
  /** says only who is signed in */
  loggedIn: string;
  expiresAt: string;
};

export type ReviewWidgetInput = {
  /** the page was reached back from sign-in with the widget asked for (`write_review=true`) */
  openOnStart: boolean;
};

export type ReviewWidgetContext = ReviewWidgetInput & { tokens: ReviewTokens | null };

export type ReviewWidgetEvent =
  | { type: 'review.open' }
  | { type: 'review.close' }
  | { type: 'review.retry' }
  /** the sign-in modal was closed without signing in */
  | { type: 'review.signInClosed' };

export const selectTokens = (state: { context: ReviewWidgetContext }) => state.context.tokens;
