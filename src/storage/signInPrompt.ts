import { SIGN_IN_PROMPT_STORAGE_KEY } from '@machines/signInPrompt/signInPrompt.types';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The sign-in modal's 'should render' flag: true unless this browser skipped it (unreadable storage: true). */
export function readShouldRenderSignIn(storage: KeyValueStorage): boolean {
  try {
    return storage.getItem(SIGN_IN_PROMPT_STORAGE_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function rememberSignInSkipped(storage: KeyValueStorage): void {
  try {
    storage.setItem(SIGN_IN_PROMPT_STORAGE_KEY, 'false');
  } catch {
    // private mode or full storage: the modal is offered again next time, nothing else is lost
  }
}
