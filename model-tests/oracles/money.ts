/** Discovery §9: 'Money is shown with two decimals; amounts in cents are divided by 100.' (checkout §9 alike), in US dollars. */
export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
