import type { Page } from '@playwright/test';
import { BOARD_COLUMNS, BOARD_TEXT } from '../oracles/board';
import { signedInHere } from '../support/accounts';
import {
  boardColumn,
  boardNumberOf,
  orderCard,
  ownersFirstShop,
  ownersSecondShop,
  ownerStaff,
  placeBoardOrder,
  staffOf,
  voidQuietly,
} from '../support/board';
import { expect, test } from '../support/test';

/*
 * Issue 36: 'Shop staff sign in ... with a role tied to their shop(s)'. The two-shop demo account opens its first
 * shop's board, switches to the second with the header's "Shop" choice (kept in the URL, so a reload keeps it) and
 * sees an order placed there arrive on that board; a shop it is not staff of in the URL opens the first shop's board.
 * An account of one shop sees no choice.
 */
test.use({ baseURL: process.env.CRUST_BASE_URL });
test.describe.configure({ mode: 'serial' });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const shopChoice = (page: Page) => page.getByRole('combobox', { name: BOARD_TEXT.shopChoice, exact: true });
const connection = (page: Page) => page.getByRole('status').filter({ hasText: BOARD_TEXT.live });

/** The next quarter hour at least an hour away when Carroll Gardens Pizzeria is open (the seed's lunch and dinner hours: 11/12 to 21 or later in New York; 13:00 to 20:00 is inside every day's). */
function whenTheSecondShopIsOpen(now = Date.now()): Date {
  const hourInNewYork = (at: number) =>
    Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(at));
  const quarter = 15 * 60_000;
  for (let at = Math.ceil((now + 60 * 60_000) / quarter) * quarter; ; at += quarter) {
    const hour = hourInNewYork(at);
    if (hour >= 13 && hour < 20) return new Date(at);
  }
}

test('an owner of two shops switches the board between them, and a reload keeps the shop it shows', async ({ page, request, baseURL }) => {
  const { accessToken } = await signedInHere({ page, baseURL: baseURL! }, ownerStaff);
  await page.goto('/board');
  await expect(heading(page)).toHaveText(BOARD_TEXT.title(ownersFirstShop.name));
  await expect(shopChoice(page)).toHaveValue(String(ownersFirstShop.id));
  await expect(connection(page)).toBeVisible();

  await shopChoice(page).selectOption({ label: ownersSecondShop.name });
  await expect(page).toHaveURL(new RegExp(`/board\\?shop=${ownersSecondShop.id}$`));
  await expect(heading(page)).toHaveText(BOARD_TEXT.title(ownersSecondShop.name));
  await expect(connection(page)).toBeVisible();

  const { uuid } = await placeBoardOrder(request, ownersSecondShop, 'pickup', undefined, whenTheSecondShopIsOpen());
  try {
    const number = await boardNumberOf(request, ownersSecondShop, accessToken, uuid);
    await expect(boardColumn(page, BOARD_COLUMNS.placed).filter({ has: orderCard(page, number) })).toBeVisible();

    await page.reload();
    await expect(heading(page)).toHaveText(BOARD_TEXT.title(ownersSecondShop.name));
    await expect(shopChoice(page)).toHaveValue(String(ownersSecondShop.id));
    await expect(orderCard(page, number)).toBeVisible();

    // Midtown Pie Co. (1101) is not its shop: the URL asking for it opens the first shop's board
    await page.goto('/board?shop=1101');
    await expect(heading(page)).toHaveText(BOARD_TEXT.title(ownersFirstShop.name));
    await expect(shopChoice(page)).toHaveValue(String(ownersFirstShop.id));
  } finally {
    await voidQuietly(request, uuid);
  }
});

test('an account of one shop sees its board with no shop choice', async ({ page, baseURL }) => {
  await signedInHere({ page, baseURL: baseURL! }, staffOf('carroll-gardens-pizzeria'));
  await page.goto(`/board?shop=${ownersFirstShop.id}`);
  await expect(heading(page)).toHaveText(BOARD_TEXT.title(ownersSecondShop.name));
  await expect(connection(page)).toBeVisible();
  await expect(shopChoice(page)).toHaveCount(0);
});
