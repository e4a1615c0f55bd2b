import { createFileRoute } from '@tanstack/react-router';
import { ShopRedirect, shopRedirectSearch } from '../-ShopRedirect';

export const Route = createFileRoute('/shop/not-found')({
  validateSearch: shopRedirectSearch,
  component: function ShopRedirectPage() {
    return <ShopRedirect path="/shop/not-found" shopName={Route.useSearch().shopName} />;
  },
});
