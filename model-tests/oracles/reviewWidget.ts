/*
 * Discovery §7: "The review widget needs authentication; if the visitor is not authenticated, the sign-in
 * modal opens with the current path as redirect." The spec has no words for the widget itself; the brief
 * (issue 32 item 15) asks for a 'Write a review' entry, a form with a rating of 1 to 5 and text, and the
 * widget's states; the storefront's wording for each, written here.
 */
export const REVIEW_WIDGET_TEXT = {
  entry: 'Write a review',
  /** the widget's dialog, named for the shop */
  dialog: (shopName: string) => `Review ${shopName}`,
  checking: 'Checking that you’re signed in…',
  loading: 'Loading the review form…',
  failed: 'We couldn’t load the review form. Please try again.',
  retry: 'Try again',
  /** discovery §2's sign-in panel, as the sign-in modal shows it */
  signInModal: 'Log in or sign up',
  signInNotice: 'Sign in to write a review. You’ll come back here to write it.',
  signInButtons: ['Log in with email', 'Sign up with email'],
  reviewingAs: (firstName: string) => `Reviewing as ${firstName}`,
  rating: 'Your rating',
  /** "rating 1–5" */
  stars: ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'],
  text: 'Your review',
  post: 'Post review',
  /** 'Post review' waits for a rating ("rating 1–5") */
  ratingNeeded: 'Choose a rating to post your review.',
  posting: 'Posting your review…',
  /** the brief's words for a posted review */
  posted: 'Thanks for your review',
  postedDetail: (shopName: string) => `Your review of ${shopName} is posted. Posting again replaces it.`,
  done: 'Done',
  /** a post that got no answer */
  postLost: 'We couldn’t post your review. Please try again.',
} as const;

/** What the walk posts: four stars and a line of text. */
export const REVIEW_POSTED = { rating: 4, ratingLabel: '4 stars', text: 'Crisp crust, generous toppings.' } as const;

/** The query flag the sign-in's way back carries: the current path, with the widget asked for. */
export const REVIEW_RETURN_FLAG = 'write_review=true';
