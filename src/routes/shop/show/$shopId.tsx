import { createFileRoute } from '@tanstack/react-router';
import { parseShopId } from '../../../shopRef';
import { NotFoundView } from '../../../views/common/NotFoundView';
import { menuSearch } from '../../-menuSearch';
import { ShopMenuPage } from '../../-ShopMenuPage';

/** An alternate menu route that names the shop by id. */
export const Route = createFileRoute('/shop/show/$shopId')({
  validateSearch: menuSearch,
  component: MenuByIdPage,
});

function MenuByIdPage() {
  const shopId = parseShopId(Route.useParams().shopId);
  if (shopId === null) return <NotFoundView />;
  return <ShopMenuPage key={shopId} shopRef={{ shopId }} />;
}
