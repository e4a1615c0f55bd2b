import type { FaqQuestion } from '@/api/shops';
import { useLoaded, type LoaderRef } from '@/hooks/useLoader';
import type { ModalRef } from '@/system';
import { button, skeleton, textButton } from '@/styles/recipes.css';
import * as styles from './ShopFaq.css';

/**
 * The menu page's help area: the shop's FAQ (its loader: loading, the questions, or an error with a
 * retry) and the way to Crust support, which stays whatever the FAQ loader does.
 */
export function ShopFaq({ faq, shopName, modal }: { faq: LoaderRef<FaqQuestion[]>; shopName: string | null; modal: ModalRef }) {
  const { status, data } = useLoaded(faq);
  return (
    <section className={styles.section} aria-labelledby="faq-title" aria-busy={status === 'loading'}>
      <div className={styles.head}>
        <h2 id="faq-title" className={styles.title}>
          Questions about {shopName ?? 'this pizzeria'}
        </h2>
        <button
          type="button"
          className={button({ tone: 'secondary', size: 'sm' })}
          aria-haspopup="dialog"
          onClick={() => modal.send({ type: 'modal.open', name: 'supportModal' })}
        >
          Contact support
        </button>
      </div>
      {status === 'initial' || status === 'loading' ? (
        <div className={styles.list} aria-label="Loading questions" role="status">
          <div className={`${skeleton} ${styles.placeholder}`} />
          <div className={`${skeleton} ${styles.placeholder}`} />
        </div>
      ) : null}
      {status === 'error' ? (
        <p className={styles.error} role="status">
          We couldn't load this pizzeria's questions.{' '}
          <button type="button" className={textButton({ size: 'inline' })} onClick={() => faq.send({ type: 'load.retry' })}>
            Retry questions
          </button>
        </p>
      ) : null}
      {status === 'success' && data && data.length > 0 ? (
        <div className={styles.list}>
          {data.map((entry) => (
            <details key={entry.question} className={styles.entry}>
              <summary className={styles.question}>{entry.question}</summary>
              <p className={styles.answer}>{entry.answer}</p>
            </details>
          ))}
        </div>
      ) : null}
      {status === 'success' && data?.length === 0 ? (
        <p className={styles.muted}>This pizzeria has not answered any questions yet. Our support team is here 24/7.</p>
      ) : null}
    </section>
  );
}
