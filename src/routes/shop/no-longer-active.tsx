import { createFileRoute } from '@tanstack/react-router';
import { ShopRedirect, shopRedirectSearch } from '../-ShopRedirect';

export const Route = createFileRoute('/shop/no-longer-active')({
  validateSearch: shopRedirectSearch,
  component: function ShopRedirectPage() {
    return <ShopRedirect path="/shop/no-longer-active" shopName={Route.useSearch().shopName} />;
  },
});
