import { describe, expect, it } from 'vitest';
import { challengeReturnFrom } from './challengeReturn';

describe('challengeReturnFrom', () => {
  it("reads Stripe's intents and Adyen's redirectResult from /3ds-redirect's query", () => {
    expect(challengeReturnFrom('?payment_intent=pi_1&redirect_status=succeeded')).toEqual({
      type: 'crust:3ds-return',
      intentId: 'pi_1',
      redirectStatus: 'succeeded',
    });
    expect(challengeReturnFrom('?setup_intent=seti_2&redirect_status=failed')).toEqual({
      type: 'crust:3ds-return',
      intentId: 'seti_2',
      redirectStatus: 'failed',
    });
    expect(challengeReturnFrom('?redirectResult=X3NhbmRib3g%3D')).toEqual({
      type: 'crust:3ds-return',
      intentId: 'X3NhbmRib3g=',
      redirectStatus: '',
    });
  });

  it('names nothing without any of them', () => {
    expect(challengeReturnFrom('?foo=1')).toBeNull();
  });
});
