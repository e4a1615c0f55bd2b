import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __heldPositions?: { pending: number; release: (answer: HeldPositionAnswer) => boolean };
  }
}

export type HeldPositionAnswer = { kind: 'position'; latitude: number; longitude: number } | { kind: 'denied' } | { kind: 'noCoordinates' };

/**
 * Holds the page's geolocation requests (getCurrentPosition) until a test answers them: a position,
 * a permission denial (PositionError code 1), or a position without coordinates. Nothing else of the
 * page is changed; the storefront's own code reads the answer.
 */
export async function installHeldGeolocation(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const queue: Array<[PositionCallback, PositionErrorCallback | null | undefined]> = [];
    Geolocation.prototype.getCurrentPosition = function (success, failure) {
      queue.push([success, failure]);
    };
    window.__heldPositions = {
      get pending() {
        return queue.length;
      },
      release(answer) {
        const next = queue.shift();
        if (!next) return false;
        const [success, failure] = next;
        if (answer.kind === 'denied')
          failure?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
        else if (answer.kind === 'noCoordinates')
          success({ coords: { latitude: NaN, longitude: NaN }, timestamp: Date.now() } as unknown as GeolocationPosition);
        else
          success({
            coords: { latitude: answer.latitude, longitude: answer.longitude, accuracy: 20 },
            timestamp: Date.now(),
          } as unknown as GeolocationPosition);
        return true;
      },
    };
  });
}

export async function releasePosition(page: Page, answer: HeldPositionAnswer): Promise<void> {
  await page.waitForFunction(() => (window.__heldPositions?.pending ?? 0) > 0);
  await page.evaluate((value) => window.__heldPositions!.release(value), answer);
}
