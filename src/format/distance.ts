/** Miles in words, to a tenth: "0.8 miles", "1.0 mile", "less than 0.1 miles". */
export const milesText = (miles: number) =>
  `${miles < 0.1 ? 'less than 0.1' : miles.toFixed(1)} ${miles >= 0.95 && miles < 1.05 ? 'mile' : 'miles'}`;

/** How far the driver is from the door, in words (the confirmation page and its map). */
export const driverDistanceText = (milesAway: number) => `Driver is ${milesText(milesAway)} away`;
