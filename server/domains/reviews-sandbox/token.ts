import { errors as joseErrors, jwtVerify } from 'jose';

export type Reviewer = { userId: number; firstName: string };

/**
 * The reviewer a review provider's user-data token names, verified as users/me/turn_to/user_data issues it
 * (users/service.ts turnToToken): HS256 under the platform's turn_to secret, not expired, typ
 * 'turnto-user-data', a numeric subject. Null for anything else (missing, forged, expired, the logged-in token).
 */
export async function reviewerOf(authorization: string | undefined, secret: Uint8Array, now: Date): Promise<Reviewer | null> {
  const token = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(authorization ?? '')?.[1];
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      typ: undefined,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    if (payload.typ !== 'turnto-user-data' || !/^[1-9]\d{0,9}$/.test(payload.sub ?? '')) return null;
    return { userId: Number(payload.sub), firstName: typeof payload.first_name === 'string' ? payload.first_name : '' };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
