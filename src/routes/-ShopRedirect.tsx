import { Navigate } from '@tanstack/react-router';
import { optionalTrimmed, searchSchema } from '../pageFlags';
import { redirectTarget, type ShopRedirectPath } from '../shopRedirects';

export const shopRedirectSearch = searchSchema({ shopName: optionalTrimmed(200) });

/** The page the redirect routes share: replace the URL with the target (with shopName appended). */
export function ShopRedirect({ path, shopName }: { path: ShopRedirectPath; shopName?: string }) {
  const { to, search } = redirectTarget(path, shopName);
  return <Navigate to={to} search={search as never} replace />;
}
