import { z } from 'zod';

/** Where a short link answers on the storefront host: GET /s/{code} redirects to the saved location. */
export const SHORT_LINK_PATH = '/s';

/** PUT /url-shortening (storefront host): `{location}` -> `{link}`. */
export const shortenRequest = z.object({ location: z.string().min(1).max(2000) });
export type ShortenRequest = z.infer<typeof shortenRequest>;

export const shortenResponse = z.object({ link: z.string() });
export type ShortenResponse = z.infer<typeof shortenResponse>;
