import { useSearch } from '@tanstack/react-router';
import type { ModalName } from '@machines/modal/modal.types';
import type { Menu, Schedule, Shop } from '@/api';
import type { FaqQuestion, NearbyShop, Ratings } from '@/api/shops';
import { useLoaded, type LoaderRef } from '@/hooks/useLoader';
import { useReviewWidget } from '@/hooks/useReviewWidget';
import { isOn } from '@/pageFlags';
import type { CartRef, ModalRef } from '@/system';
import { AppPromo } from '../appPromo/AppPromo';
import { CartSummary } from '../cart/CartSummary';
import { DealsEntry } from '../deals/DealsEntry';
import { ErrorPanel } from '../common/ErrorPanel';
import { FulfilmentSummary } from './FulfilmentSummary';
import { LastOrder } from './LastOrder';
import { NotFoundView } from '../common/NotFoundView';
import { MenuSections, MenuSkeleton } from './MenuSections';
import { useNearbyShopsInFooter } from '../layout/footerNearby';
import { ShopHeader, ShopHeaderSkeleton } from './ShopHeader';
import { ShopFaq } from './ShopFaq';
import { SideLoadError } from './SideLoadError';
import { MenuDialogs } from './MenuDialogs';
import { ReviewWidget } from '../reviews/ReviewWidget';
import * as styles from './MenuView.css';

type MenuViewProps = {
  shop: LoaderRef<Shop>;
  menu: LoaderRef<Menu>;
  schedule: LoaderRef<Schedule>;
  nearby: LoaderRef<NearbyShop[]>;
  ratings: LoaderRef<Ratings>;
  cuisines: LoaderRef<string[]>;
  faq: LoaderRef<FaqQuestion[]>;
  cart: CartRef;
  modal: ModalRef;
};

export function MenuView({ shop, menu, schedule, nearby, ratings, cuisines, faq, cart, modal }: MenuViewProps) {
  const shopState = useLoaded(shop);
  const menuState = useLoaded(menu);
  const scheduleState = useLoaded(schedule);
  const ratingsState = useLoaded(ratings);
  const cuisinesState = useLoaded(cuisines);
  useNearbyShopsInFooter(nearby);
  const openReviewOnStart = useSearch({ strict: false, select: (search: { write_review?: string }) => isOn(search.write_review) });
  const review = useReviewWidget(openReviewOnStart);

  if (shopState.notFound) return <NotFoundView />;
  if (shopState.status === 'error') {
    return (
      <div className={styles.page}>
        <ErrorPanel
          title="We couldn't load this pizzeria"
          message={shopState.error?.message ?? 'Something went wrong, please try again.'}
          onRetry={() => shop.send({ type: 'load.retry' })}
        />
      </div>
    );
  }

  const shopData = shopState.data;
  const open = (name: ModalName) => modal.send({ type: 'modal.open', name });

  return (
    <div className={styles.layout}>
      {shopData ? (
        <ShopHeader
          shop={shopData}
          schedule={scheduleState.data}
          ratings={ratingsState.data}
          cuisines={cuisinesState.data}
          onOpenModal={open}
          onWriteReview={() => review?.send({ type: 'review.open' })}
        />
      ) : (
        <ShopHeaderSkeleton />
      )}
      {scheduleState.status === 'error' ? (
        <SideLoadError what="this pizzeria's hours" retryLabel="Retry hours" onRetry={() => schedule.send({ type: 'load.retry' })} />
      ) : null}
      {ratingsState.status === 'error' ? (
        <SideLoadError what="this pizzeria's ratings" retryLabel="Retry ratings" onRetry={() => ratings.send({ type: 'load.retry' })} />
      ) : null}
      {cuisinesState.status === 'error' ? (
        <SideLoadError what="this pizzeria's cuisines" retryLabel="Retry cuisines" onRetry={() => cuisines.send({ type: 'load.retry' })} />
      ) : null}
      {shopData ? <FulfilmentSummary shop={shopData} schedule={scheduleState.data} modal={modal} /> : null}
      {menuState.data ? <DealsEntry menu={menuState.data} modal={modal} /> : null}
      <AppPromo modal={modal} productsShown={menuState.data !== null} />
      <div className={styles.page}>
        {menuState.status === 'error' ? (
          <ErrorPanel
            title="We couldn't load the menu"
            message={menuState.error?.message ?? 'Something went wrong, please try again.'}
            onRetry={() => menu.send({ type: 'load.retry' })}
          />
        ) : menuState.data && shopData ? (
          <MenuSections
            menu={menuState.data}
            onOpenProduct={(productId) =>
              modal.send({ type: 'modal.open', name: 'productModal', params: { productId: String(productId) } })
            }
          />
        ) : (
          <MenuSkeleton />
        )}
      </div>
      {menuState.data && shopData ? <LastOrder webSlug={shopData.webSlug} /> : null}
      <ShopFaq faq={faq} shopName={shopData?.name ?? null} modal={modal} />
      <CartSummary cart={cart} menu={menuState.data} />
      {shopData && review ? <ReviewWidget widget={review} modal={modal} shopId={shopData.id} shopName={shopData.name} /> : null}
      {shopData ? (
        <MenuDialogs
          shop={shopData}
          menu={menuState.data}
          schedule={scheduleState.data}
          cuisines={cuisinesState.data}
          cart={cart}
          modal={modal}
        />
      ) : null}
    </div>
  );
}
