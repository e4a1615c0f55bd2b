import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { SessionUser } from '@machines/session/session.types';
import {
  preferencesPhone,
  preferencesUpdateFor,
  preferencesValues,
  profileUpdateFor,
  profileValues,
  type AccountPreferences,
} from '../effects/accountUpdate';
import type { SessionRef } from '../system';

/** The profile form (/user/edit): starts from the signed-in user; a saved profile is handed to the session by the machine. */
export function useProfileUpdate(user: SessionUser, session: SessionRef) {
  const [logic] = useState(() => profileUpdateFor(user.id));
  const [input] = useState(() => ({ form: 'profile' as const, values: profileValues(user), session }));
  return useActorRef(logic, { input });
}

/** The preferences section (/user): starts from the loaded preferences and SMS consent. */
export function usePreferencesUpdate(loaded: AccountPreferences, email: string | null) {
  const [logic] = useState(() => preferencesUpdateFor(loaded, email));
  const [input] = useState(() => ({ form: 'preferences' as const, values: preferencesValues(loaded), phone: preferencesPhone(loaded) }));
  return useActorRef(logic, { input });
}

export type AccountUpdateRef = ReturnType<typeof useProfileUpdate>;
