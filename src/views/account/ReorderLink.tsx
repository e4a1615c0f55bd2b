import { Link } from '@tanstack/react-router';
import { shopRouteParams } from '@/format/shopPath';
import { button } from '@/styles/recipes.css';

type ReorderLinkProps = {
  order: { uuid: string; shop: { name: string; webSlug: string } };
  tone?: 'primary' | 'secondary';
};

/** "Reorder from {shop}": the shop's reorder page, which reopens this past order by its uuid. */
export function ReorderLink({ order, tone = 'primary' }: ReorderLinkProps) {
  return (
    <Link
      to="/restaurants/$state/$city/$zip/$slug/reorder"
      params={shopRouteParams(order.shop.webSlug)}
      search={{ uuid: order.uuid }}
      aria-label={`Reorder from ${order.shop.name}`}
      className={button({ tone, size: 'sm' })}
    >
      Reorder
    </Link>
  );
}
