import { createFileRoute } from '@tanstack/react-router';
import { useLoader } from '@/hooks/useLoader';
import { restaurantPromoResource } from '@/loaders';
import { optionalTrimmed, searchSchema } from '@/pageFlags';
import { useMarkPageHydrated } from '@/ssr/useHydrated';
import { RestaurantPromoView } from '@/views/promo/RestaurantPromoView';

export const Route = createFileRoute('/restaurant-promo')({
  validateSearch: searchSchema({
    /** the code typed (the page's form sends it); a blank one asks nothing */
    code: optionalTrimmed(50),
  }),
  component: RestaurantPromoPage,
});

function RestaurantPromoPage() {
  useMarkPageHydrated();
  const code = Route.useSearch().code || null;
  const promo = useLoader(restaurantPromoResource, code);
  return <RestaurantPromoView code={code} promo={promo} />;
}
