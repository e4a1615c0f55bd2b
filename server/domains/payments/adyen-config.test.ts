import { describe, expect, it } from 'vitest';
import { ADYEN_SANDBOX_PATH } from '../../contract/adyen';
import { paymentsConfig } from '../../contract/payments';
import { readConfig } from '../../config';
import { createTestApp } from '../../test/harness';
import { SANDBOX_ADYEN_API_KEY } from '../adyen-sandbox';
import { createAdyenGateway } from './adyen-gateway';

const keys = { ADYEN_API_KEY: 'AQE_key', ADYEN_MERCHANT_ACCOUNT: 'CrustECOM', ADYEN_CLIENT_KEY: 'test_ABC123' };

describe('Adyen configuration', () => {
  it('reads the three keys together, in the test environment unless told live', () => {
    expect(readConfig({})).toMatchObject({
      adyenApiKey: null,
      adyenMerchantAccount: null,
      adyenClientKey: null,
      adyenEnvironment: 'test',
      adyenLiveUrlPrefix: null,
    });
    expect(readConfig(keys)).toMatchObject({
      adyenApiKey: 'AQE_key',
      adyenMerchantAccount: 'CrustECOM',
      adyenClientKey: 'test_ABC123',
      adyenEnvironment: 'test',
    });
    expect(
      readConfig({
        ...keys,
        ADYEN_CLIENT_KEY: 'live_ABC',
        ADYEN_ENVIRONMENT: 'live',
        ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-CrustPizza',
      }),
    ).toMatchObject({ adyenEnvironment: 'live', adyenLiveUrlPrefix: '1797a841fbb37ca7-CrustPizza' });
  });

  it('refuses to start on a partial or inconsistent Adyen setup, naming what is wrong', () => {
    expect(() => readConfig({ ADYEN_API_KEY: 'AQE_key' })).toThrow('ADYEN_MERCHANT_ACCOUNT and ADYEN_CLIENT_KEY are not set');
    expect(() => readConfig({ ...keys, ADYEN_CLIENT_KEY: ' ' })).toThrow(
      'ADYEN_CLIENT_KEY is not set: set ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_CLIENT_KEY all three',
    );
    expect(() => readConfig({ ...keys, ADYEN_API_KEY: '' })).toThrow('ADYEN_API_KEY is not set');
    expect(() => readConfig({ ...keys, ADYEN_ENVIRONMENT: 'staging' })).toThrow('ADYEN_ENVIRONMENT must be test or live');
    expect(() => readConfig({ ...keys, ADYEN_CLIENT_KEY: 'pk_test_abc' })).toThrow(
      'ADYEN_CLIENT_KEY must be an Adyen client key (test_… or live_…)',
    );
    expect(() => readConfig({ ...keys, ADYEN_ENVIRONMENT: 'live', ADYEN_LIVE_URL_PREFIX: 'abc' })).toThrow(
      'ADYEN_CLIENT_KEY is a test key but ADYEN_ENVIRONMENT is live',
    );
    expect(() => readConfig({ ...keys, ADYEN_CLIENT_KEY: 'live_ABC', ADYEN_ENVIRONMENT: 'live' })).toThrow('set ADYEN_LIVE_URL_PREFIX');
    expect(() => readConfig({ ...keys, ADYEN_LIVE_URL_PREFIX: 'evil.example/x?' })).toThrow(
      'ADYEN_LIVE_URL_PREFIX must be the live endpoint prefix',
    );
  });

  it('tells the browser which Adyen: the sandbox without keys, adyen-web with the client key and environment with them', () => {
    const app = {
      inject: () => {
        throw new Error('not called');
      },
    } as never;
    expect(createAdyenGateway({}, app)).toMatchObject({
      mode: 'sandbox',
      browserConfig: { mode: 'sandbox', client_key: 'sandbox_crust', environment: 'test' },
    });
    expect(
      createAdyenGateway(
        { adyenApiKey: 'AQE_key', adyenMerchantAccount: 'CrustECOM', adyenClientKey: 'test_ABC', adyenEnvironment: 'test' },
        app,
      ).browserConfig,
    ).toEqual({ mode: 'adyen', client_key: 'test_ABC', environment: 'test' });
    const live = createAdyenGateway(
      {
        adyenApiKey: 'AQE_key',
        adyenMerchantAccount: 'CrustECOM',
        adyenClientKey: 'live_ABC',
        adyenEnvironment: 'live',
        adyenLiveUrlPrefix: 'abc-Crust',
      },
      app,
    );
    expect(live.browserConfig).toEqual({ mode: 'adyen', client_key: 'live_ABC', environment: 'live' });
    expect(live.client.merchantAccount).toBe('CrustECOM');
  });

  it('without keys the page allows no Adyen host', async () => {
    const sandbox = await createTestApp('pglite');
    try {
      const policy = String(
        (await sandbox.app.inject({ url: '/services/core/api/v1/payments/config' })).headers['content-security-policy'],
      );
      expect(policy).not.toContain('adyen.com');
      expect(policy).toMatch(/frame-src 'self'(;|$)/);
    } finally {
      await sandbox.close();
    }
  });

  it('with real keys the payments config names Adyen and no Adyen sandbox is served', async () => {
    const real = await createTestApp('pglite', {
      adyenKeys: { adyenApiKey: 'AQE_key', adyenMerchantAccount: 'CrustECOM', adyenClientKey: 'test_ABC', adyenEnvironment: 'test' },
    });
    try {
      const config = paymentsConfig.parse((await real.app.inject({ url: '/services/core/api/v1/payments/config' })).json());
      expect(config.adyen).toEqual({ mode: 'adyen', client_key: 'test_ABC', environment: 'test' });
      const sandboxCall = await real.app.inject({
        method: 'POST',
        url: `${ADYEN_SANDBOX_PATH}/checkout/v71/payments`,
        payload: {},
        headers: { 'x-api-key': SANDBOX_ADYEN_API_KEY },
      });
      expect(sandboxCall.statusCode).toBe(404);
      // the page may frame Adyen's secured fields and the issuer's 3-D Secure pages, and call Adyen
      const policy = String((await real.app.inject({ url: '/services/core/api/v1/payments/config' })).headers['content-security-policy']);
      expect(policy).toMatch(/frame-src 'self' https:(;|$)/);
      expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.adyen\.com/);
    } finally {
      await real.close();
    }
  });
});
