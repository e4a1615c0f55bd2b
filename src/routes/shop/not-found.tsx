import { createFileRoute } from '@tanstack/react-router';
import { ShopRedirect, shopRedirectSearch } from '../-ShopRedirect';

export const Route = createFileRoute('/shop/not-found')({
  validateSearch: shopRedirectSearch,
  component: () => <ShopRedirect path="/shop/not-found" shopName={Route.useSearch().shopName} />,
});
