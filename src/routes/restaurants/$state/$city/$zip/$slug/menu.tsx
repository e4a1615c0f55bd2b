import { createFileRoute } from '@tanstack/react-router';
import { shopRefFromParams } from '@/shopRef';
import { menuSearch } from '@/routes/-menuSearch';
import { selectMagicCartUuid, ShopMenuPage } from '@/routes/-ShopMenuPage';

/** The shop menu; also /restaurants/{state}/{city-slug}/{id}/{slug}/menu (an id where the zip would be). */
export const Route = createFileRoute('/restaurants/$state/$city/$zip/$slug/menu')({
  validateSearch: menuSearch,
  component: MenuPage,
});

function MenuPage() {
  const shopRef = shopRefFromParams(Route.useParams());
  const magicCartUuid = Route.useSearch({ select: selectMagicCartUuid });
  return <ShopMenuPage key={JSON.stringify(shopRef)} shopRef={shopRef} magicCartUuid={magicCartUuid} />;
}
