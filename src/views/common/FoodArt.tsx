import * as styles from './FoodArt.css';

export type FoodArtKind = 'pizza' | 'drink' | 'salad' | 'dessert' | 'wings' | 'pasta' | 'bread';

const keywords: [FoodArtKind, RegExp][] = [
  ['dessert', /\b(desserts?|cake|cheesecake|cannoli|cookies?|brownies?|tiramisu|gelato|sweets?)\b/i],
  ['drink', /\b(drinks?|soda|cola|coke|water|beverages?|juice|iced tea|tea|lemonade|sprite)\b/i],
  ['salad', /\b(salads?|greens|caesar)\b/i],
  ['wings', /\b(wings?|tenders?|nuggets?)\b/i],
  ['pasta', /\b(pasta|spaghetti|penne|ziti|lasagna|ravioli|rigatoni)\b/i],
  ['bread', /\b(knots?|bread|breadsticks|stromboli|calzones?|rolls?|sides?|appetizers?|starters?|fries|sticks)\b/i],
];

/** Which illustration fits a menu item; anything unrecognised is a pizza (we are a pizza app). */
export function foodArtKind(...names: string[]): FoodArtKind {
  for (const name of names) {
    for (const [kind, pattern] of keywords) if (pattern.test(name)) return kind;
    if (/pizza|pie|slice|margherita|pepperoni|sicilian|grandma/i.test(name)) return 'pizza';
  }
  return 'pizza';
}

const toppingSpots = [
  [40, 38],
  [62, 34],
  [52, 56],
  [34, 60],
  [68, 60],
  [50, 74],
  [26, 46],
  [74, 46],
];

function Pizza({ seed }: { seed: number }) {
  const topping = ['#B3261E', '#7A3E1D', '#2E7D4F', '#5B2A86'][seed % 4];
  const count = 5 + (seed % 4);
  return (
    <>
      <circle cx="50" cy="54" r="40" fill="#D98A3D" />
      <circle cx="50" cy="54" r="34" fill="#F4B63F" />
      <path d="M22 48c10 6 20-4 28 2s18 4 28-2" stroke="#E06A2B" strokeWidth="5" fill="none" opacity=".55" />
      {toppingSpots.slice(0, count).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="5" fill={topping} />
      ))}
      <circle cx="58" cy="45" r="2.2" fill="#2E7D4F" />
      <circle cx="42" cy="66" r="2.2" fill="#2E7D4F" />
    </>
  );
}

function Drink() {
  return (
    <>
      <path d="M32 28h36l-5 56H37z" fill="#C8361E" />
      <path d="M34 42h32l-3 30H37z" fill="#F7EEE4" opacity=".9" />
      <rect x="29" y="22" width="42" height="8" rx="4" fill="#2B1A10" />
      <path d="M54 22l6-14" stroke="#2B1A10" strokeWidth="4" strokeLinecap="round" />
    </>
  );
}

function Salad() {
  return (
    <>
      <circle cx="38" cy="46" r="12" fill="#5DAA68" />
      <circle cx="56" cy="42" r="13" fill="#2E7D4F" />
      <circle cx="66" cy="52" r="9" fill="#79C07F" />
      <circle cx="46" cy="56" r="6" fill="#C8361E" />
      <path d="M16 54h68c0 18-15 30-34 30S16 72 16 54z" fill="#FFFFFF" stroke="#EBDDCF" strokeWidth="3" />
    </>
  );
}

function Dessert() {
  return (
    <>
      <path d="M20 70l54-30 6 30z" fill="#F7E3B5" />
      <path d="M20 70h60v10H20z" fill="#C98A4B" />
      <path d="M20 70l54-30" stroke="#B3261E" strokeWidth="6" strokeLinecap="round" />
      <circle cx="66" cy="38" r="6" fill="#B3261E" />
    </>
  );
}

function Wings() {
  return (
    <>
      <ellipse cx="40" cy="52" rx="18" ry="11" fill="#C8561E" transform="rotate(-20 40 52)" />
      <ellipse cx="60" cy="58" rx="18" ry="11" fill="#B5461A" transform="rotate(15 60 58)" />
      <ellipse cx="50" cy="40" rx="15" ry="9" fill="#D9692B" transform="rotate(5 50 40)" />
      <rect x="66" y="26" width="12" height="22" rx="3" fill="#F7EEE4" />
    </>
  );
}

function Pasta() {
  return (
    <>
      <path d="M16 56h68c0 16-15 26-34 26S16 72 16 56z" fill="#FFFFFF" stroke="#EBDDCF" strokeWidth="3" />
      <path d="M24 56c4-14 12-20 26-20s22 6 26 20" fill="#F4C86A" />
      <path d="M30 52c6-8 14-8 20 0s14 8 20 0" stroke="#E3A93E" strokeWidth="3" fill="none" />
      <circle cx="44" cy="46" r="6" fill="#B3261E" />
      <circle cx="58" cy="48" r="5" fill="#B3261E" />
    </>
  );
}

function Bread() {
  return (
    <>
      <path d="M22 62c0-18 12-30 28-30s28 12 28 30z" fill="#D98A3D" />
      <path d="M30 60c2-12 10-20 20-20s18 8 20 20" stroke="#F4C86A" strokeWidth="4" fill="none" />
      <circle cx="40" cy="50" r="1.8" fill="#FFF" />
      <circle cx="54" cy="46" r="1.8" fill="#FFF" />
      <circle cx="62" cy="54" r="1.8" fill="#FFF" />
      <rect x="18" y="62" width="64" height="8" rx="4" fill="#EBDDCF" />
    </>
  );
}

const backgrounds = ['#FCE9E3', '#FFF3D6', '#E4F3E9', '#F7EEE4'];

/** Decorative illustration used where a product or shop has no photo. */
export function FoodArt({ kind, seed = 0, className }: { kind: FoodArtKind; seed?: number; className?: string }) {
  return (
    <svg
      className={`${styles.art} ${className ?? ''}`}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      style={{ background: backgrounds[seed % backgrounds.length] }}
    >
      {kind === 'pizza' && <Pizza seed={seed} />}
      {kind === 'drink' && <Drink />}
      {kind === 'salad' && <Salad />}
      {kind === 'dessert' && <Dessert />}
      {kind === 'wings' && <Wings />}
      {kind === 'pasta' && <Pasta />}
      {kind === 'bread' && <Bread />}
    </svg>
  );
}
