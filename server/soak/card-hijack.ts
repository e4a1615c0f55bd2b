import type { DatabaseKind } from '../test/harness';
import { ADYEN_TEST_CARDS, adyenCard, BROWSER_INFO } from '../test/adyen-cards';
import { openSoakApp, type SoakApp } from './soak-app';
import { figure, type SoakRow } from './table';

const CORE = '/services/core/api';
const MIDTOWN = 1101; // the seeded shop whose card gateway is Adyen

export type CardHijackFigures = {
  kind: DatabaseKind;
  victims: number;
  attempts: number;
  hijacked: number;
  ownerPaid: number;
  sequentialIds: number;
};

const post = async (app: SoakApp['app'], url: string, payload: object) => {
  const answer = await app.inject({ method: 'POST', url: `${CORE}${url}`, payload, headers: { 'content-type': 'application/json' } });
  return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
};

const saveGuestCard = async (app: SoakApp['app'], email: string) => {
  const saved = await post(app, '/v2/payment_methods', {
    gateway: 'adyen',
    data: adyenCard(ADYEN_TEST_CARDS.adyenVisa),
    browser_info: BROWSER_INFO,
    channel: 'web',
    single_use: true,
    email,
    return_url: '/3ds-redirect',
  });
  if (saved.status !== 201) throw new Error(`saving a guest card answered ${saved.status}`);
  return { id: (saved.body.payment_method as { id: number }).id, secret: saved.body.client_secret as string | undefined };
};

const order = (fields: Record<string, unknown>) => ({
  order: {
    shop_id: MIDTOWN,
    placed_via: 'web',
    shipping_type: 'pickup',
    payment_method: 'credit',
    gateway: 'adyen',
    order_items_attributes: [{ products_type_id: MIDTOWN * 1000 + 502, products_quantity: 1, selection_ids: [MIDTOWN * 10000 + 99] }],
    delivery_first_name: 'Soak',
    delivery_last_name: 'Guest',
    delivery_telephone: '212-555-0100',
    ...fields,
  },
  order_option_types: [],
  return_url: '/3ds-redirect',
  browser_info: BROWSER_INFO,
});

/**
 * Issue 37 item 1's attack, repeated: for each victim (a guest's single-use Adyen card) an attacker saves a card of
 * their own and tries the victim's id (and the ids next to their own) with the victim's email and no, their own or
 * a mangled secret. Every 201 is a hijack; then the victim pays with their own secret (each must be 201).
 */
export async function cardHijackAttempts(kind: DatabaseKind, victims: number): Promise<CardHijackFigures> {
  const soak = await openSoakApp(kind, { dispatchControl: false });
  try {
    await soak.app.ready();
    let attempts = 0;
    let hijacked = 0;
    let ownerPaid = 0;
    let sequentialIds = 0;
    for (let i = 0; i < victims; i += 1) {
      const email = `victim-${i}@example.com`;
      const victim = await saveGuestCard(soak.app, email);
      const attacker = await saveGuestCard(soak.app, `attacker-${i}@example.com`);
      if (Math.abs(attacker.id - victim.id) === 1) sequentialIds += 1;
      const tries = [
        ...[undefined, attacker.secret, `${victim.secret}x`].map((secret) => ({ id: victim.id, secret })),
        ...[attacker.id - 1, attacker.id + 1].map((id) => ({ id, secret: attacker.secret })),
      ];
      for (const { id, secret } of tries) {
        attempts += 1;
        const answer = await post(
          soak.app,
          '/v2/orders',
          order({ payment_method_id: id, email, ...(secret === undefined ? {} : { client_secret: secret }) }),
        );
        if (answer.status < 300) hijacked += 1;
      }
      const own = await post(soak.app, '/v2/orders', order({ payment_method_id: victim.id, email, client_secret: victim.secret }));
      if (own.status === 201) ownerPaid += 1;
    }
    return { kind, victims, attempts, hijacked, ownerPaid, sequentialIds };
  } finally {
    await soak.close();
  }
}

export function cardHijackRow(figures: CardHijackFigures): SoakRow {
  const passed = figures.hijacked === 0 && figures.ownerPaid === figures.victims && figures.sequentialIds === 0;
  return {
    check: "guest Adyen card hijack (another guest with the victim's id and email)",
    backend: figures.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    figures: `${figure(figures.attempts)} attempts on ${figure(figures.victims)} cards: ${figure(figures.hijacked)} paid; owners paid ${figure(figures.ownerPaid)}/${figure(figures.victims)}; adjacent ids ${figure(figures.sequentialIds)}`,
    expected: '0 paid, every owner paid, no adjacent ids',
    result: passed ? 'PASS' : 'FAIL',
  };
}
