import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { optionalString, searchSchema } from '@/pageFlags';
import { webSlugOf, shopRouteParams } from '@/format/shopPath';
import { button } from '@/styles/recipes.css';
import { MagicCartStatus } from '@/views/cart/MagicCartStatus';
import { NotFoundPage } from '@/views/common/NotFoundView';
import { usePageHead } from '@/head/pageHead';

/** Reorder: refills the cart from a saved order (`?uuid=` an activity uuid), then on to checkout. */
export const Route = createFileRoute('/restaurants/$state/$city/$zip/$slug/reorder')({
  validateSearch: searchSchema({ uuid: optionalString(64) }),
  // without an order to reorder there is no page: the server answers 404 too
  beforeLoad: ({ search }: { search: { uuid?: string } }) => {
    if (!search.uuid) throw notFound();
  },
  component: ReorderPage,
});

function ReorderPage() {
  const params = shopRouteParams(webSlugOf(Route.useParams()));
  const { uuid } = Route.useSearch();
  usePageHead('Reorder', null);
  if (!uuid) return <NotFoundPage />;
  return (
    <div>
      <MagicCartStatus
        key={uuid}
        uuid={uuid}
        renderReady={(droppedNotices) => (
          <div>
            <h1>Reorder</h1>
            {droppedNotices.length ? (
              <ul aria-label="Items left out">
                {droppedNotices.map((notice, index) => (
                  <li key={`${notice}-${index}`}>{notice}</li>
                ))}
              </ul>
            ) : null}
            <p>
              <Link to="/restaurants/$state/$city/$zip/$slug/checkout" params={params} className={button()}>
                Go to checkout
              </Link>{' '}
              <Link to="/restaurants/$state/$city/$zip/$slug/menu" params={params} className={button({ tone: 'secondary' })}>
                Back to the menu
              </Link>
            </p>
          </div>
        )}
      />
    </div>
  );
}
