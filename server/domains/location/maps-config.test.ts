import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { deliveryZoneResponse, mapsConfig } from '../../contract/location';
import * as schema from '../../db/schema';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/harness';

const staticDir = path.join(os.tmpdir(), 'crust-no-storefront');
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

async function appWith(database: TestDatabase, googleMapsApiKey: string | null): Promise<FastifyInstance> {
  const app = await buildApp({ db: database.db, config: { dispatchSpeed: 0, staticDir, logLevel: 'silent', googleMapsApiKey } });
  await app.ready();
  return app;
}

describe.each(databaseKinds)('maps provider configuration (%s)', (kind) => {
  let database: TestDatabase;
  let embedded: FastifyInstance;
  let google: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    embedded = await appWith(database, null);
    google = await appWith(database, 'AIza-test-key');
  });
  afterAll(async () => {
    await embedded.close();
    await google.close();
    await database.close();
  });

  it('tells the storefront to use the embedded stand-ins without a key, and Google with one', async () => {
    const without = mapsConfig.parse((await embedded.inject({ method: 'GET', url: '/services/location/config' })).json());
    expect(without).toEqual({ provider: 'embedded', api_key: null });
    const withKey = mapsConfig.parse((await google.inject({ method: 'GET', url: '/services/location/config' })).json());
    expect(withKey).toEqual({ provider: 'google', api_key: 'AIza-test-key' });
  });

  it('allows Google Maps hosts in the page policy only when the key is set', async () => {
    const plain = String((await embedded.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(plain).not.toContain('googleapis.com');
    expect(plain).not.toContain('gstatic.com');
    const keyed = String((await google.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(directive(keyed, 'script-src')).toContain('https://maps.googleapis.com');
    expect(directive(keyed, 'connect-src')).toContain('https://maps.googleapis.com');
    expect(directive(keyed, 'img-src')).toContain('https://*.gstatic.com');
    // the rest of the policy stays as strict
    expect(directive(keyed, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(keyed).not.toContain("'unsafe-eval'");
  });

  it("answers a shop's point and delivery zone, and none for a pickup-only shop", async () => {
    const shops = await database.db.select().from(schema.shops);
    const delivering = shops.find((shop) => shop.doesDelivery)!;
    const zone = deliveryZoneResponse.parse(
      (await embedded.inject({ method: 'GET', url: `/services/core/api/v1/shops/${delivering.id}/delivery_zone` })).json(),
    );
    expect(zone.location).toEqual({ latitude: delivering.lat, longitude: delivering.lon });
    const ring = zone.delivery_zone!.coordinates[0];
    expect(ring.length).toBeGreaterThan(3);
    expect(ring[0]).toEqual(ring.at(-1));
    const pickupOnly = shops.find((shop) => !shop.doesDelivery);
    if (pickupOnly) {
      const none = deliveryZoneResponse.parse(
        (await embedded.inject({ method: 'GET', url: `/services/core/api/v1/shops/${pickupOnly.id}/delivery_zone` })).json(),
      );
      expect(none.delivery_zone).toBeNull();
    }
    expect((await embedded.inject({ method: 'GET', url: '/services/core/api/v1/shops/999999/delivery_zone' })).statusCode).toBe(404);
  });
});
