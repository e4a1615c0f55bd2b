import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateEmailResponse } from '../../contract/users';
import { TestBrowser, signUp } from '../../identity/oidc-test-client';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';

const core = '/services/core/api';

describe.each(databaseKinds)('POST email/validate says whether an account uses the address, on %s', (kind) => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    email = `dana.${randomUUID()}@example.com`;
    await signUp(t.app, { firstName: 'Dana', lastName: 'Ruiz', email, password: 'pizza-lover-22' });
  });
  afterAll(async () => t?.close());

  // a guest asks (no token): checkout offers sign-in for an address an account already has (issue 31 item 9)
  const check = async (email_address: string) => {
    const response = await new TestBrowser(t.app).request({ method: 'POST', url: `${core}/v1/email/validate`, payload: { email_address } });
    expect(response.statusCode, response.body).toBe(200);
    return validateEmailResponse.parse(response.json());
  };

  it("an account's address, in any case and with spaces around it, has an account; another does not", async () => {
    expect(await check(email)).toMatchObject({ valid: true, has_account: true });
    expect(await check(`  ${email.toUpperCase()} `)).toMatchObject({ has_account: true });
    expect(await check(`nobody.${randomUUID()}@example.com`)).toMatchObject({ valid: true, has_account: false });
    expect(await check('not an email')).toMatchObject({ valid: false, has_account: false });
  });
});
