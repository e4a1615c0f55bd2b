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

/** What the shopper posts: the shop, a rating of 1 to 5 (null until one is chosen) and the text. */
export type ReviewDraft = { shopId: number; rating: number | null; text: string };

/** The review as posted (rating chosen). */
export type PostedReview = { shopId: number; rating: number; text: string };

export type ReviewWidgetContext = ReviewWidgetInput & {
  tokens: ReviewTokens | null;
  /** the review last sent (kept for the shopper to post again after a failure) */
  review: PostedReview | null;
  /** why the last post failed, in words for the shopper */
  postError: string | null;
};

export type ReviewWidgetEvent =
  | { type: 'review.open' }
  | { type: 'review.close' }
  | { type: 'review.retry' }
  /** 'Post review' with what the form holds: the first post, or the retry after a failure */
  | ({ type: 'review.post' } & ReviewDraft)
  /** the sign-in modal was closed without signing in */
  | { type: 'review.signInClosed' };

export const selectTokens = (state: { context: ReviewWidgetContext }) => state.context.tokens;

export const selectPostError = (state: { context: ReviewWidgetContext }) => state.context.postError;
