import { createFileRoute } from '@tanstack/react-router';
import { ShopRedirect, shopRedirectSearch } from '../-ShopRedirect';

export const Route = createFileRoute('/shop/not-on-crust')({
  validateSearch: shopRedirectSearch,
  component: function ShopRedirectPage() {
    return <ShopRedirect path="/shop/not-on-crust" shopName={Route.useSearch().shopName} />;
  },
});
