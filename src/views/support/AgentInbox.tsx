import { useId, useState, type FormEvent } from 'react';
import { SUPPORT_MESSAGE_MAX } from '@contract';
import type { AgentConversation, AgentInboxRequest } from '@/api/support';
import { useLoaded, useLoader } from '@/hooks/useLoader';
import { agentInboxResource } from '@/loaders';
import { button } from '@/styles/recipes.css';
import { ErrorPanel } from '../common/ErrorPanel';
import { AccountGate } from '../account/AccountGate';
import { StaffPageRefusal } from '../common/StaffPageRefusal';
import { WaitingPage } from '../common/WaitingPage';
import * as styles from './AgentInbox.css';

/** /support/agent: a support agent answers the support chat here; a guest is asked to log in, a shopper is told the page is not theirs. */
export function AgentInbox() {
  return (
    <AccountGate
      title="Support conversations"
      guestText="Log in with your support agent account to answer the support chat."
      returnTo="/support/agent"
      loadingText="Loading conversations…"
    >
      {() => <AgentDoor />}
    </AccountGate>
  );
}

/** The conversations, or a refusal for an account without the support agent role. A reply or Refresh asks for the list again. */
function AgentDoor() {
  const [request, setRequest] = useState<AgentInboxRequest>({ round: 0 });
  const loader = useLoader(agentInboxResource, request);
  const { data, error, status } = useLoaded<AgentConversation[]>(loader);
  if (status === 'error' && error?.status === 403)
    return <StaffPageRefusal title="This account is not a support agent" text={error.message} />;
  if (status === 'error') {
    return (
      <div className={styles.page}>
        <ErrorPanel
          title="We couldn't load the conversations"
          message={error?.message ?? ''}
          onRetry={() => loader.send({ type: 'load.retry' })}
        />
      </div>
    );
  }
  if (!data) return <WaitingPage text="Loading conversations…" />;
  const next = (reply?: AgentInboxRequest['reply']) => setRequest(({ round }) => ({ round: round + 1, ...(reply ? { reply } : {}) }));
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>Support conversations</h1>
        <p className={styles.count}>{data.length === 1 ? '1 conversation' : `${data.length} conversations`}</p>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => next()}>
          Refresh
        </button>
      </header>
      {data.map((conversation) => (
        <Conversation key={conversation.uuid} conversation={conversation} onReply={(body) => next({ uuid: conversation.uuid, body })} />
      ))}
    </div>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Conversation({ conversation, onReply }: { conversation: AgentConversation; onReply: (body: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const name = [conversation.firstName, conversation.lastName].filter(Boolean).join(' ');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    onReply(draft);
    setDraft('');
  };
  return (
    <section className={styles.conversation} aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className={styles.name}>
        {name}
      </h2>
      <dl className={styles.details}>
        <dt className={styles.term}>Email</dt>
        <dd className={styles.value}>{conversation.email}</dd>
        <dt className={styles.term}>Consumer id</dt>
        <dd className={styles.value}>{conversation.consumerId === null ? 'Guest' : conversation.consumerId}</dd>
        <dt className={styles.term}>Origin</dt>
        <dd className={styles.value}>{conversation.origin}</dd>
        <dt className={styles.term}>Started</dt>
        <dd className={styles.value}>
          <time dateTime={conversation.createdAt}>{when(conversation.createdAt)}</time>
        </dd>
      </dl>
      {conversation.messages.length ? (
        <ol className={styles.messages} aria-label={`Messages with ${name}`}>
          {conversation.messages.map((message) => (
            <li key={message.id} className={message.author === 'agent' ? styles.agent : styles.shopper}>
              <p className={styles.meta}>
                {message.author === 'agent' ? 'Agent' : conversation.firstName || 'Shopper'} ·{' '}
                <time dateTime={message.sentAt}>{when(message.sentAt)}</time>
              </p>
              <p className={styles.body}>{message.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>No messages yet.</p>
      )}
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.label} htmlFor={`${id}-reply`}>
          Reply to {name}
        </label>
        <textarea
          id={`${id}-reply`}
          className={styles.textarea}
          rows={3}
          maxLength={SUPPORT_MESSAGE_MAX}
          required
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={`${button({})} ${styles.send}`}>
          Send reply
        </button>
      </form>
    </section>
  );
}
