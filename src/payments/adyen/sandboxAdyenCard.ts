import { sandboxEncrypt } from '@contract/adyen-sandbox';
import { detectBrand, type CardBrand } from '../sandbox/cardNumberRules';
import { expiryParts } from '../sandbox/expiryRules';
import { FIELD_RULES, type CardFieldType } from '../sandbox/fields';
import { NO_VALID_FIELD, type AdyenCardState, type MountAdyenCard } from './adyenCard';

/** Adyen's own field labels, and the secured field each stands for. */
const FIELDS: { type: CardFieldType; secured: keyof typeof NO_VALID_FIELD; label: string; placeholder: string }[] = [
  { type: 'cardNumber', secured: 'encryptedCardNumber', label: 'Card number', placeholder: '1234 5678 9012 3456' },
  { type: 'cardExpiry', secured: 'encryptedExpiryDate', label: 'Expiry date', placeholder: 'MM/YY' },
  { type: 'cardCvc', secured: 'encryptedSecurityCode', label: 'Security code', placeholder: '3 digits' },
];

/** The browser's details a 3-D Secure server asks for, as adyen-web reports them. */
const browserInfo = () => ({
  acceptHeader: '*/*',
  colorDepth: window.screen.colorDepth,
  language: navigator.language,
  javaEnabled: false,
  screenHeight: window.screen.height,
  screenWidth: window.screen.width,
  userAgent: navigator.userAgent,
  timeZoneOffset: new Date().getTimezoneOffset(),
});

/**
 * The embedded sandbox's stand-in for adyen-web's card component (Adyen's secured fields load from Adyen's
 * servers only): the same three fields, validated as a card is (Luhn, a future expiry, the brand's CVC
 * length), the same onChange state, and each value "encrypted" in the form only the sandbox reads.
 */
export const sandboxAdyenCard: MountAdyenCard = async (element, onChange, look) => {
  const digits: Record<CardFieldType, string> = { cardNumber: '', cardExpiry: '', cardCvc: '' };
  let brand: CardBrand = 'unknown';
  const root = document.createElement('div');
  root.className = look.root;
  root.dataset.testid = 'adyen-card';

  const report = () => {
    const context = { brand, now: new Date() };
    const valid = { ...NO_VALID_FIELD };
    for (const field of FIELDS) valid[field.secured] = FIELD_RULES[field.type].evaluate(digits[field.type], context).complete;
    const isValid = Object.values(valid).every(Boolean);
    const { month, year } = expiryParts(digits.cardExpiry);
    const state: AdyenCardState = {
      isValid,
      valid,
      data: isValid
        ? {
            paymentMethod: {
              type: 'scheme',
              encryptedCardNumber: sandboxEncrypt(digits.cardNumber),
              encryptedExpiryMonth: sandboxEncrypt(String(month).padStart(2, '0')),
              encryptedExpiryYear: sandboxEncrypt(String(year)),
              encryptedSecurityCode: sandboxEncrypt(digits.cardCvc),
              ...(brand !== 'unknown' ? { brand: brand === 'mastercard' ? 'mc' : brand } : {}),
            },
            browserInfo: browserInfo(),
          }
        : null,
    };
    onChange(state);
  };

  for (const field of FIELDS) {
    const rules = FIELD_RULES[field.type];
    const label = document.createElement('label');
    label.className = look.field;
    const name = document.createElement('span');
    name.className = look.label;
    name.textContent = field.label;
    const input = document.createElement('input');
    input.className = look.input;
    Object.assign(input, { type: 'text', inputMode: 'numeric', autocomplete: rules.autocomplete, placeholder: field.placeholder });
    input.addEventListener('input', () => {
      const context = { brand, now: new Date() };
      digits[field.type] = rules.normalise(rules.read(input.value), context);
      if (field.type === 'cardNumber') brand = detectBrand(digits.cardNumber);
      input.value = rules.format(digits[field.type], { typingForward: true });
      report();
    });
    label.append(name, input);
    root.append(label);
  }
  element.append(root);
  report();
  return { unmount: () => root.remove() };
};
