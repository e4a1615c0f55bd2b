import { useId, useState } from 'react';
import { button, choiceTile, fieldInput, fieldLabel } from '@/styles/recipes.css';
import * as styles from './ReviewWidget.css';
import { REVIEW_TEXT } from './reviewText';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The review form for one shop: a rating of 1 to 5 and the text. The widget knows who is writing (the provider's
 * user-data token); posting is the review provider's, which this build does not reach, so the button says so.
 */
export function ReviewForm({ reviewer }: { reviewer: string | null }) {
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const textId = useId();
  const noteId = useId();
  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
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
      <button type="submit" className={button({ block: true })} disabled aria-describedby={noteId}>
        {REVIEW_TEXT.post}
      </button>
      <p id={noteId} className={styles.note}>
        {REVIEW_TEXT.postNote}
      </p>
    </form>
  );
}
