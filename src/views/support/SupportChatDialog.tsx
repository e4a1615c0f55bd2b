import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { SEND_FAILED_MESSAGE, START_FAILED_MESSAGE, SUPPORT_POLL_MS } from '@machines/supportChat/supportChat.rules';
import { supportChatForApp, type SupportChatRef } from '@/effects/supportChat';
import { readStoredConversation } from '@/storage/supportChatStorage';
import { button } from '@/styles/recipes.css';
import { useSystem } from '@/SystemProvider';
import { TextField } from '../common/TextField';
import { InfoDialog } from '../menu/modals/InfoDialog';
import * as styles from './SupportChat.css';

/**
 * supportModal with the support chat on (web_salesforce_messaging_support): the pre-chat form, then the
 * conversation. The chat lives while the dialog is open; the browser keeps the conversation for the next.
 */
export default function SupportChatDialog({ onClose }: { onClose: () => void }) {
  const { session, analytics } = useSystem();
  const [machine] = useState(() => supportChatForApp({ storage: window.localStorage, analytics }));
  const [input] = useState(() => {
    const user = session.getSnapshot().context.user;
    return {
      contact: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '' },
      consumerId: user?.id ?? null,
      emailLocked: Boolean(user?.email),
      stored: readStoredConversation(window.localStorage),
      pollIntervalMs: SUPPORT_POLL_MS,
    };
  });
  const chat = useActorRef(machine, { input });
  const chatting = useSelector(chat, (state) => state.matches('chatting'));

  return (
    <InfoDialog title="Chat with Crust support" onClose={onClose} wide>
      {chatting ? <Conversation chat={chat} /> : <PreChatForm chat={chat} />}
    </InfoDialog>
  );
}

function PreChatForm({ chat }: { chat: SupportChatRef }) {
  const contact = useSelector(chat, (state) => state.context.contact);
  const errors = useSelector(chat, (state) => state.context.errors);
  const emailLocked = useSelector(chat, (state) => state.context.emailLocked);
  const startFailed = useSelector(chat, (state) => state.context.startError !== null);
  const starting = useSelector(chat, (state) => state.matches('starting'));
  return (
    <form
      className={styles.form}
      aria-label="Start a chat"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        chat.send({ type: 'chat.start' });
      }}
    >
      <p className={styles.intro}>We're here 24/7 for anything about an order. Tell us who you are and an agent will reply here.</p>
      <TextField
        id="support-first-name"
        label="First name"
        value={contact.firstName}
        error={errors.firstName}
        required
        autoComplete="given-name"
        maxLength={50}
        onChange={(value) => chat.send({ type: 'chat.change', field: 'firstName', value })}
      />
      <TextField
        id="support-last-name"
        label="Last name"
        value={contact.lastName}
        autoComplete="family-name"
        maxLength={50}
        onChange={(value) => chat.send({ type: 'chat.change', field: 'lastName', value })}
      />
      <TextField
        id="support-email"
        label="Email"
        type="email"
        value={contact.email}
        error={errors.email}
        hint={emailLocked ? "Your account's email" : undefined}
        readOnly={emailLocked}
        required
        autoComplete="email"
        maxLength={254}
        onChange={(value) => chat.send({ type: 'chat.change', field: 'email', value })}
      />
      {startFailed ? (
        <p role="alert" className={styles.alert}>
          {START_FAILED_MESSAGE}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={button()} aria-busy={starting} disabled={starting}>
          {starting ? 'Starting…' : 'Start chat'}
        </button>
      </div>
    </form>
  );
}

function Conversation({ chat }: { chat: SupportChatRef }) {
  const messages = useSelector(chat, (state) => state.context.messages);
  const draft = useSelector(chat, (state) => state.context.draft);
  const draftError = useSelector(chat, (state) => state.context.draftError);
  const sendFailed = useSelector(chat, (state) => state.context.sendError !== null);
  const inboxFailed = useSelector(chat, (state) => state.context.inboxError !== null);
  const sending = useSelector(chat, (state) => state.context.sending);
  return (
    <div className={styles.form}>
      <div role="log" aria-label="Messages" aria-live="polite" className={styles.log}>
        {messages.length === 0 && sending === null ? <p className={styles.empty}>Say hello: a support agent will reply here.</p> : null}
        {messages.map((message) => (
          <p key={message.id} className={message.author === 'shopper' ? styles.mine : styles.theirs}>
            <span className={styles.author}>{message.author === 'shopper' ? 'You' : 'Crust support'}</span>
            {message.body}
          </p>
        ))}
        {sending !== null ? (
          <p className={styles.mine} aria-busy="true">
            <span className={styles.author}>You · sending…</span>
            {sending}
          </p>
        ) : null}
      </div>
      <p role="status" className={styles.status}>
        {inboxFailed ? "We can't reach support right now. We'll keep trying." : ''}
      </p>
      <form
        className={styles.form}
        aria-label="Send a message"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          chat.send({ type: 'chat.send' });
        }}
      >
        <label htmlFor="support-message" className={styles.label}>
          Message
        </label>
        <textarea
          id="support-message"
          className={styles.textarea}
          value={draft}
          aria-invalid={draftError ? true : undefined}
          aria-describedby={draftError ? 'support-message-error' : undefined}
          onChange={(event) => chat.send({ type: 'chat.draft', value: event.target.value })}
          onKeyDown={(event) => {
            // Enter sends, as in any chat; Shift+Enter is a new line, and Enter that ends an IME composition is not a send
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            chat.send({ type: 'chat.send' });
          }}
        />
        {draftError ? (
          <p id="support-message-error" className={styles.error}>
            {draftError}
          </p>
        ) : null}
        {sendFailed ? (
          <p role="alert" className={styles.alert}>
            {SEND_FAILED_MESSAGE}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={button()} disabled={sending !== null} aria-busy={sending !== null}>
            Send
          </button>
        </div>
      </form>
    </div>
  );
}
