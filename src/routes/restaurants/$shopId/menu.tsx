import { createFileRoute } from '@tanstack/react-router';
import { menuSearch } from '@/routes/-menuSearch';
import { requireShopId, selectMagicCartUuid, ShopMenuByIdPage } from '@/routes/-ShopMenuPage';

/** An alternate menu route that names the shop by id. */
export const Route = createFileRoute('/restaurants/$shopId/menu')({
  validateSearch: menuSearch,
  beforeLoad: requireShopId,
  component: MenuByIdPage,
});

function MenuByIdPage() {
  return <ShopMenuByIdPage shopId={Route.useParams().shopId} magicCartUuid={Route.useSearch({ select: selectMagicCartUuid })} />;
}
