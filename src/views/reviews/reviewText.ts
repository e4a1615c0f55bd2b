/**
 * The review widget's words. The spec (discovery §7) says only that it needs authentication and that a
 * visitor who is not signed in gets the sign-in modal; these are the storefront's own.
 */
export const REVIEW_TEXT = {
  entry: 'Write a review',
  title: (shopName: string) => `Review ${shopName}`,
  checking: 'Checking that you’re signed in…',
  loading: 'Loading the review form…',
  failed: 'We couldn’t load the review form. Please try again.',
  retry: 'Try again',
  signInNotice: 'Sign in to write a review. You’ll come back here to write it.',
  reviewingAs: (firstName: string) => `Reviewing as ${firstName}`,
  rating: 'Your rating',
  stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  text: 'Your review',
  post: 'Post review',
  ratingNeeded: 'Choose a rating to post your review.',
  posting: 'Posting your review…',
  posted: 'Thanks for your review',
  postedDetail: (shopName: string) => `Your review of ${shopName} is posted. Posting again replaces it.`,
  done: 'Done',
} as const;
