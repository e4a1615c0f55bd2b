import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { z } from 'zod';
import type { Shop } from '../../../../../../api';
import { webSlugOf } from '../../../../../../format/shopPath';
import { useLoader } from '../../../../../../hooks/useLoader';
import { menuResource, scheduleResource, shopResource } from '../../../../../../loaders';
import { useSystem } from '../../../../../../SystemProvider';
import { MenuView } from '../../../../../../views/menu/MenuView';

const menuSearch = z.object({
  view_product: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/restaurants/$state/$city/$zip/$slug/menu')({
  validateSearch: menuSearch,
  component: MenuPage,
});

function MenuPage() {
  const webSlug = webSlugOf(Route.useParams());
  const { cart, modal } = useSystem();
  const shop = useLoader(shopResource, webSlug);
  const shopId = useSelector(shop, (state) => (state.matches('success') ? (state.context.data as Shop).id : null));
  const menu = useLoader(menuResource, shopId);
  const schedule = useLoader(scheduleResource, webSlug);
  return <MenuView shop={shop} menu={menu} schedule={schedule} cart={cart} modal={modal} />;
}
