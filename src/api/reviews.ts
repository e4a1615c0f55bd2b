import type * as contract from '@contract';
import { REVIEWS_SANDBOX_PATH } from '@contract/reviews-sandbox';
import { client, CORE } from './client';
import type { Camel } from './types';

export type ReviewProviderTokens = { userData: string; loggedIn: string; expiresAt: string };

type TokenAnswer = Partial<Camel<Extract<contract.TurnToToken, { token: string }>>>;

/**
 * GET users/me/turn_to/user_data and logged_in_data: the review widget's single-sign-on tokens. A signed-out
 * answer is an empty object; the widget asks only for a signed-in shopper, so an empty one is a failure.
 */
export async function getReviewTokens(): Promise<ReviewProviderTokens> {
  const [userData, loggedIn] = await Promise.all(
    ['user_data', 'logged_in_data'].map(async (kind) => (await client.get<TokenAnswer>(`${CORE}/v1/users/me/turn_to/${kind}`)).data),
  );
  if (!userData?.token || !loggedIn?.token || !userData.expiresAt) throw new Error('No review tokens for this session.');
  return { userData: userData.token, loggedIn: loggedIn.token, expiresAt: userData.expiresAt };
}

/** The shopper's first name as the user_data token carries it to the review provider (its payload, unverified). */
export function reviewerFirstName(userDataToken: string): string | null {
  try {
    const payload = userDataToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as { first_name?: unknown };
    return typeof claims.first_name === 'string' && claims.first_name !== '' ? claims.first_name : null;
  } catch {
    return null;
  }
}

export type ReviewToPost = { shopId: number; rating: number; text: string };

/**
 * POST the review to the review provider (here its embedded stand-in, server/domains/reviews-sandbox), authorised
 * by the shopper's user-data token rather than the platform's access token: the provider knows the shopper by it.
 */
export async function postReview(userDataToken: string, review: ReviewToPost): Promise<Camel<contract.ReviewResponse>> {
  const { data } = await client.post<Camel<contract.ReviewResponse>>(`${REVIEWS_SANDBOX_PATH}/v1/reviews`, review, {
    headers: { Authorization: `Bearer ${userDataToken}` },
  });
  return data;
}
