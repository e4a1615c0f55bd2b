import { client } from './client';

/** PUT /url-shortening on the storefront host: a short link to a location on this site. */
export async function shortenLink(location: string): Promise<string> {
  const { data } = await client.put<{ link: string }>('/url-shortening', { location });
  return data.link;
}
