import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __heldClipboard?: { pending: number; written: string[]; release: (allow: boolean) => Promise<boolean> };
  }
}

/**
 * Holds the page's clipboard writes (navigator.clipboard.writeText) until a test answers them: allowed, the write
 * goes on to the browser's real clipboard (the context grants clipboard-write); refused, it rejects with the
 * NotAllowedError a browser gives when the page may not write. The storefront's own code reads the answer.
 */
export async function installHeldClipboard(page: Page): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    const writeText = navigator.clipboard.writeText.bind(navigator.clipboard);
    const queue: Array<{ text: string; resolve: () => void; reject: (error: unknown) => void }> = [];
    const written: string[] = [];
    navigator.clipboard.writeText = (text: string) => new Promise<void>((resolve, reject) => queue.push({ text, resolve, reject }));
    window.__heldClipboard = {
      get pending() {
        return queue.length;
      },
      written,
      async release(allow) {
        const next = queue.shift();
        if (!next) return false;
        if (!allow) {
          next.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
          return true;
        }
        try {
          await writeText(next.text);
          written.push(next.text);
          next.resolve();
        } catch (error) {
          next.reject(error);
        }
        return true;
      },
    };
  });
}

export async function releaseClipboard(page: Page, allow: boolean): Promise<void> {
  await page.waitForFunction(() => (window.__heldClipboard?.pending ?? 0) > 0);
  await page.evaluate((value) => window.__heldClipboard!.release(value), allow);
}
