import type { SupportConversation } from '../../contract/support';
import { SUPPORT_MESSAGE_MAX } from '../../contract/support';
import { escapeHtml } from '../../identity/pages';
import { htmlPage } from '../../html-page';

/** The agent page's address; `key` is SUPPORT_AGENT_KEY, carried in the URL so a plain link opens the page. */
export const AGENT_PAGE_PATH = '/services/support/agent';

export const agentPageUrl = (key: string, uuid?: string) =>
  `${AGENT_PAGE_PATH}?key=${encodeURIComponent(key)}${uuid ? `#conversation-${uuid}` : ''}`;
export const agentReplyUrl = (key: string, uuid: string) =>
  `${AGENT_PAGE_PATH}/conversations/${encodeURIComponent(uuid)}/reply?key=${encodeURIComponent(key)}`;

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; color: #1a1a1a; background: #f6f6f6; }
  main { max-width: 48rem; margin: 0 auto; }
  h1 { font-size: 1.5rem; margin: 0 0 8px; }
  h2 { font-size: 1.15rem; margin: 0 0 8px; }
  section { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 16px; margin: 16px 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 12px; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  ol { list-style: none; padding: 0; margin: 0 0 12px; }
  li { padding: 8px 12px; border-radius: 6px; margin: 6px 0; }
  li.shopper { background: #eef3fb; margin-right: 15%; }
  li.agent { background: #e9f6ec; margin-left: 15%; }
  .meta { font-size: 0.85rem; color: #555; margin: 0 0 4px; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  textarea { width: 100%; box-sizing: border-box; font: inherit; padding: 8px; }
  button { font: inherit; margin-top: 8px; padding: 8px 16px; border-radius: 6px; border: 2px solid #1a1a1a; background: #1a1a1a; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible, textarea:focus-visible { outline: 3px solid #0a58ca; outline-offset: 2px; }
`;

const layout = (title: string, body: string) => htmlPage({ title, style: STYLE, body });

function conversationSection(conversation: SupportConversation, key: string): string {
  const id = `conversation-${conversation.uuid}`;
  const name = [conversation.first_name, conversation.last_name].filter(Boolean).join(' ');
  const messages = conversation.messages.length
    ? `<ol aria-label="Messages">
${conversation.messages
  .map(
    (message) => `<li class="${message.author === 'agent' ? 'agent' : 'shopper'}">
<p class="meta">${message.author === 'agent' ? 'Agent' : escapeHtml(conversation.first_name || 'Shopper')} · <time datetime="${escapeHtml(message.sent_at)}">${escapeHtml(message.sent_at)}</time></p>
<p class="body">${escapeHtml(message.body)}</p>
</li>`,
  )
  .join('\n')}
</ol>`
    : '<p>No messages yet.</p>';
  return `<section id="${escapeHtml(id)}" aria-labelledby="${escapeHtml(id)}-title">
<h2 id="${escapeHtml(id)}-title">${escapeHtml(name)}</h2>
<dl>
<dt>Email</dt><dd>${escapeHtml(conversation.email)}</dd>
<dt>Consumer id</dt><dd>${conversation.consumer_id === null ? 'Guest' : escapeHtml(String(conversation.consumer_id))}</dd>
<dt>Origin</dt><dd>${escapeHtml(conversation.origin)}</dd>
<dt>Started</dt><dd><time datetime="${escapeHtml(conversation.created_at)}">${escapeHtml(conversation.created_at)}</time></dd>
</dl>
${messages}
<form method="post" action="${escapeHtml(agentReplyUrl(key, conversation.uuid))}">
<label for="${escapeHtml(id)}-reply">Reply to ${escapeHtml(name)}</label>
<textarea id="${escapeHtml(id)}-reply" name="body" rows="3" maxlength="${SUPPORT_MESSAGE_MAX}" required></textarea>
<button type="submit">Send reply</button>
</form>
</section>`;
}

/** Every conversation, newest first, each with its messages and a reply form; no script. */
export function agentPage(conversations: SupportConversation[], key: string): string {
  const count = conversations.length === 1 ? '1 conversation' : `${conversations.length} conversations`;
  return layout(
    'Support conversations',
    `<h1>Support conversations</h1>
<p>${count} · <a href="${escapeHtml(agentPageUrl(key))}">Refresh</a></p>
${conversations.map((conversation) => conversationSection(conversation, key)).join('\n')}`,
  );
}

/** A refusal (wrong key, an empty reply, an unknown conversation) as a page. */
export function agentMessagePage(title: string, message: string, back?: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
${back ? `<p><a href="${escapeHtml(back)}">Back to the conversations</a></p>` : ''}`,
  );
}
