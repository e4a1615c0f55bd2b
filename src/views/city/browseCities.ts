/** The spec's city browse keys (`{state}-{city}`), each searched around its city centre. */
export type BrowseCity = { key: string; name: string; state: string };

export const browseCities: BrowseCity[] = [
  { key: 'ny-new_york', name: 'New York', state: 'NY' },
  { key: 'ny-brooklyn', name: 'Brooklyn', state: 'NY' },
  { key: 'pa-philadelphia', name: 'Philadelphia', state: 'PA' },
  { key: 'il-chicago', name: 'Chicago', state: 'IL' },
];

export const ALL_CITIES_KEY = 'all-cities';

export const findBrowseCity = (key: string): BrowseCity | undefined => browseCities.find((city) => city.key === key.toLowerCase());

/** What the search is asked for: the city and state, e.g. "Brooklyn, NY". */
export const cityAddress = (city: BrowseCity) => `${city.name}, ${city.state}`;
