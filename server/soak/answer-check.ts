import { errorResponse } from '../contract/common';

export type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * Whether an answer keeps the contract's promise for any input: a non-2xx answer is the error body
 * (a redirect carries its Location instead), and an API 2xx is JSON. Null when it does; else what is wrong.
 */
export function shapeProblem(url: string, answer: Answer): string | null {
  const { statusCode: status } = answer;
  if (status >= 300 && status < 400) return answer.headers.location ? null : `${status} without a Location`;
  if (status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      return `${status} answer is not JSON`;
    }
    return errorResponse.safeParse(parsed).success ? null : `${status} answer is not the error shape`;
  }
  if (url.startsWith('/services')) {
    try {
      JSON.parse(answer.body);
    } catch {
      return `${status} API answer is not JSON`;
    }
  }
  return null;
}
