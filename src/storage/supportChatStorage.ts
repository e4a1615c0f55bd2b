import type { StoredConversation } from '@machines/supportChat/supportChat.types';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const SUPPORT_CHAT_STORAGE_KEY = 'crust.supportChat';

/** The support conversation this browser has (its id and token), or null (none, or unreadable). */
export function readStoredConversation(storage: KeyValueStorage): StoredConversation | null {
  try {
    const parsed = JSON.parse(storage.getItem(SUPPORT_CHAT_STORAGE_KEY) ?? 'null') as Partial<StoredConversation> | null;
    return parsed && typeof parsed.uuid === 'string' && typeof parsed.token === 'string'
      ? { uuid: parsed.uuid, token: parsed.token }
      : null;
  } catch {
    return null;
  }
}

export function writeStoredConversation(storage: KeyValueStorage, conversation: StoredConversation): void {
  try {
    storage.setItem(SUPPORT_CHAT_STORAGE_KEY, JSON.stringify(conversation));
  } catch {
    // private mode or full storage: the chat works for this page; a reload starts a new one
  }
}
