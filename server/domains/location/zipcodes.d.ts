declare module 'zipcodes' {
  export type ZipInfo = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string };
  export const codes: Record<string, ZipInfo>;
  export const states: { full: Record<string, string>; abbr: Record<string, string>; normalize(state: string): string };
  export function lookup(zip: string | number): ZipInfo | undefined;
  export function lookupByName(city: string, state: string): ZipInfo[];
  const zipcodes: { codes: typeof codes; states: typeof states; lookup: typeof lookup; lookupByName: typeof lookupByName };
  export default zipcodes;
}
