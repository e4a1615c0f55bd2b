import { isChunkLoadError } from '@/chunks/loadChunk';
import { button } from '@/styles/recipes.css';
import * as styles from './StatusPage.css';

export const SERVER_ERROR_MESSAGE = 'Ooops! Looks like we had an unexpected error…';
export const CHUNK_ERROR_MESSAGE = 'Something went wrong loading this page.';

/** The route error view; `error` is what the page threw (a part of the app's code that did not load offers a reload). */
export function ServerErrorView({ error }: { error?: unknown }) {
  const chunkFailed = isChunkLoadError(error);
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <svg className={styles.art} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="52" fill="#FCE9E3" />
        <path d="M38 34c14-6 30-6 44 0L60 92z" fill="#F4B63F" />
        <path d="M52 50l16 16M68 50L52 66" stroke="#B3261E" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <h1 id="status-title" className={styles.title}>
        {chunkFailed ? CHUNK_ERROR_MESSAGE : SERVER_ERROR_MESSAGE}
      </h1>
      {chunkFailed ? (
        <>
          <p className={styles.text}>Check your connection, then reload the page.</p>
          <button type="button" className={button({ size: 'lg' })} onClick={() => window.location.reload()}>
            Reload
          </button>
        </>
      ) : (
        <>
          <p className={styles.text}>Please try again in a moment.</p>
          <a href="/" className={button({ size: 'lg' })}>
            Back to home
          </a>
        </>
      )}
    </section>
  );
}
