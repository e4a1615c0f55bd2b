import { fromPromise, type ActorRefFrom } from 'xstate';
import { supportChatMachine } from '@machines/supportChat/supportChat.machine';
import type { ChatMessage, StoredConversation } from '@machines/supportChat/supportChat.types';
import type { StartConversationInput, StartConversationOutput } from '@machines/supportChat/supportChat.actors';
import type { Analytics } from '../analytics/tracker';
import { fetchMessages, sendMessage, startConversation } from '../api/support';
import { writeStoredConversation } from '../storage/supportChatStorage';

/** The spec's "contacting customer support" analytics event. */
export const CONTACT_SUPPORT_EVENT = 'contact_customer_support';

/** The support chat with its real calls (the platform's support API), the browser's storage and analytics. */
export function supportChatForApp({ storage, analytics }: { storage: Pick<Storage, 'getItem' | 'setItem'>; analytics: Analytics | null }) {
  return supportChatMachine.provide({
    actors: {
      startConversation: fromPromise<StartConversationOutput, StartConversationInput>(({ input }) =>
        startConversation({ ...input.contact, consumerId: input.consumerId }),
      ),
      fetchMessages: fromPromise<ChatMessage[], { conversation: StoredConversation; after: number }>(({ input }) =>
        fetchMessages(input.conversation.uuid, input.conversation.token, input.after),
      ),
      sendMessage: fromPromise<ChatMessage, { conversation: StoredConversation; body: string }>(({ input }) =>
        sendMessage(input.conversation.uuid, input.conversation.token, input.body),
      ),
    },
    actions: {
      trackContactSupport: () => analytics?.track(CONTACT_SUPPORT_EVENT, { origin: 'Web' }),
      rememberConversation: (_, { conversation }) => writeStoredConversation(storage, conversation),
    },
  });
}

export type SupportChatRef = ActorRefFrom<ReturnType<typeof supportChatForApp>>;
