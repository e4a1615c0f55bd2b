/** The four browse cities of the spec; keys match the web slug's state/city parts. */
export const cities = {
  new_york: {
    state: 'NY',
    stateKey: 'ny',
    cityKey: 'new_york',
    name: 'New York',
    timezone: 'America/New_York',
    taxRate: 8.875,
    areaCode: '212',
    priceFactor: 1.0,
  },
  brooklyn: {
    state: 'NY',
    stateKey: 'ny',
    cityKey: 'brooklyn',
    name: 'Brooklyn',
    timezone: 'America/New_York',
    taxRate: 8.875,
    areaCode: '718',
    priceFactor: 0.95,
  },
  philadelphia: {
    state: 'PA',
    stateKey: 'pa',
    cityKey: 'philadelphia',
    name: 'Philadelphia',
    timezone: 'America/New_York',
    taxRate: 8,
    areaCode: '215',
    priceFactor: 0.9,
  },
  chicago: {
    state: 'IL',
    stateKey: 'il',
    cityKey: 'chicago',
    name: 'Chicago',
    timezone: 'America/Chicago',
    taxRate: 10.25,
    areaCode: '312',
    priceFactor: 1.05,
  },
} as const;

export type CityKey = keyof typeof cities;
export type City = (typeof cities)[CityKey];
