import { useId, useState } from 'react';
import type { ReviewDraft } from '@machines/reviewWidget/reviewWidget.types';
import { button, choiceTile, fieldInput, fieldLabel } from '@/styles/recipes.css';
import * as styles from './ReviewWidget.css';
import { REVIEW_TEXT } from './reviewText';

const RATINGS = [1, 2, 3, 4, 5] as const;

type ReviewFormProps = {
  reviewer: string | null;
  shopId: number;
  /** the machine's answer: may this draft be posted now (a rating chosen, not already posting) */
  canPost: (draft: ReviewDraft) => boolean;
  onPost: (draft: ReviewDraft) => void;
  posting: boolean;
  /** why the last post failed */
  error: string | null;
};

/**
 * The review form for one shop: a rating of 1 to 5 and the text. The widget knows who is writing (the provider's
 * user-data token); 'Post review' needs a rating, and stays in place (with what was written) while posting and
 * after a failure.
 */
export function ReviewForm({ reviewer, shopId, canPost, onPost, posting, error }: ReviewFormProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const textId = useId();
  const noteId = useId();
  const draft: ReviewDraft = { shopId, rating, text };
  const postable = canPost(draft);
  return (
    <form
      className={styles.form}
      aria-busy={posting}
      onSubmit={(event) => {
        event.preventDefault();
        if (postable) onPost(draft);
      }}
    >
      {reviewer ? <p>{REVIEW_TEXT.reviewingAs(reviewer)}</p> : null}
      <fieldset className={styles.stars}>
        <legend className={fieldLabel}>{REVIEW_TEXT.rating}</legend>
        {RATINGS.map((n) => (
          <label key={n} className={`${choiceTile} ${styles.star}`}>
            <input
              type="radio"
              name="rating"
              value={n}
              className={styles.starInput}
              checked={rating === n}
              onChange={() => setRating(n)}
              aria-label={REVIEW_TEXT.stars(n)}
            />
            {/* the number and one star: five stars in a row do not fit a tile at 375 px */}
            <span aria-hidden="true">{n} ★</span>
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor={textId} className={fieldLabel}>
          {REVIEW_TEXT.text}
        </label>
        <textarea
          id={textId}
          className={`${fieldInput} ${styles.textarea}`}
          value={text}
          maxLength={2000}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {error ? <p role="alert">{error}</p> : null}
      <button
        type="submit"
        className={button({ block: true })}
        disabled={!postable}
        aria-describedby={rating === null ? noteId : undefined}
      >
        {REVIEW_TEXT.post}
      </button>
      {posting ? (
        <p role="status" className={styles.note}>
          {REVIEW_TEXT.posting}
        </p>
      ) : rating === null ? (
        <p id={noteId} className={styles.note}>
          {REVIEW_TEXT.ratingNeeded}
        </p>
      ) : null}
    </form>
  );
}
