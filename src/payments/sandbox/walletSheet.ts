import { WALLET_CARDS, WALLET_NAMES, type SandboxWallet } from './walletCards';

/** What the sheet shows: whose wallet, who is paid and how much (the payment request's total). */
export type WalletSheetFacts = { wallet: SandboxWallet; merchant: string; amount: number; currency: string };

export type WalletSheet = {
  /** Paying: the buttons wait for the storefront's complete(). */
  busy(on: boolean): void;
  /** The wallet's own refusal (the card's payment method could not be made), shown in the sheet. */
  showError(message: string): void;
  close(): void;
};

type SheetHandlers = { pay: (cardNumber: string) => void; cancel: () => void };

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

const SHEET_STYLE = `
.crust-wallet-sheet{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:flex-end;justify-content:center;background:rgba(0,0,0,.45);font:16px/1.4 system-ui,sans-serif;color:#202124}
.crust-wallet-sheet__panel{width:100%;max-width:420px;background:#fff;border-radius:16px 16px 0 0;padding:20px 20px 24px;box-shadow:0 -4px 24px rgba(0,0,0,.25)}
@media (min-width:600px){.crust-wallet-sheet{align-items:center}.crust-wallet-sheet__panel{border-radius:16px}}
.crust-wallet-sheet h2{margin:0 0 4px;font-size:20px}
.crust-wallet-sheet p{margin:0 0 12px;color:#5f6368}
.crust-wallet-sheet__total{display:flex;justify-content:space-between;font-weight:600;font-size:18px;color:#202124;margin:12px 0}
.crust-wallet-sheet fieldset{border:1px solid #dadce0;border-radius:8px;margin:0 0 16px;padding:8px 12px}
.crust-wallet-sheet label{display:flex;gap:8px;align-items:center;padding:6px 0}
.crust-wallet-sheet__error{color:#b3261e;font-weight:600}
.crust-wallet-sheet__actions{display:flex;gap:12px}
.crust-wallet-sheet button{flex:1;min-height:44px;border-radius:22px;font:inherit;font-weight:600;cursor:pointer;border:1px solid #202124}
.crust-wallet-sheet button[data-pay]{background:#202124;color:#fff}
.crust-wallet-sheet button[data-cancel]{background:#fff;color:#202124}
.crust-wallet-sheet button:disabled{opacity:.6;cursor:progress}
`;

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The sandbox's wallet sheet, standing in for the browser's Apple Pay / Google Pay sheet: a modal
 * dialog over the page naming the wallet, the merchant and the total, with the wallet's test cards to
 * choose from, Pay and Cancel (Escape cancels too).
 */
export function openWalletSheet(doc: Document, facts: WalletSheetFacts, handlers: SheetHandlers): WalletSheet {
  const name = WALLET_NAMES[facts.wallet];
  const overlay = element(doc, 'div');
  overlay.className = 'crust-wallet-sheet';
  const style = element(doc, 'style', SHEET_STYLE);
  const panel = element(doc, 'div');
  panel.className = 'crust-wallet-sheet__panel';
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-label', `${name} (sandbox)`);

  const heading = element(doc, 'h2', `${name} (sandbox)`);
  const intro = element(doc, 'p', `Pay ${facts.merchant}`);
  const total = element(doc, 'div');
  total.className = 'crust-wallet-sheet__total';
  total.append(element(doc, 'span', 'Total'), element(doc, 'span', money(facts.amount, facts.currency)));

  const cards = element(doc, 'fieldset');
  cards.append(element(doc, 'legend', 'Card'));
  WALLET_CARDS.forEach((card, index) => {
    const label = element(doc, 'label');
    const radio = element(doc, 'input');
    radio.type = 'radio';
    radio.name = 'crust-wallet-card';
    radio.value = card.number;
    radio.checked = index === 0;
    label.append(radio, doc.createTextNode(card.label));
    cards.append(label);
  });

  const error = element(doc, 'p');
  error.className = 'crust-wallet-sheet__error';
  error.setAttribute('role', 'alert');
  error.hidden = true;

  const pay = element(doc, 'button', 'Pay');
  pay.type = 'button';
  pay.dataset.pay = '';
  const cancel = element(doc, 'button', 'Cancel');
  cancel.type = 'button';
  cancel.dataset.cancel = '';
  const actions = element(doc, 'div');
  actions.className = 'crust-wallet-sheet__actions';
  actions.append(cancel, pay);

  panel.append(heading, intro, total, cards, error, actions);
  overlay.append(style, panel);
  doc.body.append(overlay);
  pay.focus();

  const chosen = () => cards.querySelector<HTMLInputElement>('input:checked')?.value ?? WALLET_CARDS[0].number;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !pay.disabled) handlers.cancel();
  };
  pay.addEventListener('click', () => handlers.pay(chosen()));
  cancel.addEventListener('click', () => handlers.cancel());
  doc.addEventListener('keydown', onKey);

  return {
    busy(on) {
      pay.disabled = on;
      cancel.disabled = on;
      pay.textContent = on ? 'Paying…' : 'Pay';
      if (on) error.hidden = true;
    },
    showError(message) {
      error.textContent = message;
      error.hidden = false;
    },
    close() {
      doc.removeEventListener('keydown', onKey);
      overlay.remove();
    },
  };
}
