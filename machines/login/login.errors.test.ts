import { describe, expect, it } from 'vitest';
import { shownLoginError } from './login.errors';

describe("/login's error parameter", () => {
  it('shows only the storefront’s own messages; any other text is replaced by the spec’s login message', () => {
    expect(shownLoginError("We couldn't reach the sign-in service. Please try again.")).toBe(
      "We couldn't reach the sign-in service. Please try again.",
    );
    expect(shownLoginError('Your account is locked. Call 555-0100 to unlock it.')).toBe(
      'The login information you provided was incorrect.',
    );
    expect(shownLoginError('<img src=x onerror=alert(1)>')).toBe('The login information you provided was incorrect.');
    expect(shownLoginError(null)).toBeNull();
    expect(shownLoginError('')).toBeNull();
  });
});
