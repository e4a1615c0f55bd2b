import { createFileRoute } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { TRACKING_POLL_MS } from '@machines/tracking/tracking.rules';
import { trackingWithEffects } from '@/effects/tracking';
import { usePageHead } from '@/head/pageHead';
import { useLoaded, useLoader } from '@/hooks/useLoader';
import { orderResource } from '@/loaders';
import { useMarkPageHydrated } from '@/ssr/useHydrated';
import { NOT_FOUND_PAGE_NAME } from '@/views/common/NotFoundView';
import { OrderConfirmationView } from '@/views/order/OrderConfirmationView';

export const Route = createFileRoute('/order-confirmation/$orderUuid')({
  component: OrderConfirmationPage,
});

function OrderConfirmationPage() {
  const { orderUuid } = Route.useParams();
  useMarkPageHydrated();
  return <OrderTracking key={orderUuid} orderUuid={orderUuid} />;
}

function OrderTracking({ orderUuid }: { orderUuid: string }) {
  const order = useLoader(orderResource, orderUuid);
  const { data, notFound } = useLoaded(order);
  // an order's page is the shopper's own: named, never offered as a canonical URL
  usePageHead(notFound ? NOT_FOUND_PAGE_NAME : data ? `Your order from ${data.shop.name}` : 'Your order', null);
  // Polling ends when the machine finishes or this page unmounts (the actor stops with it).
  const tracking = useActorRef(trackingWithEffects, { input: { orderUuid, pollIntervalMs: TRACKING_POLL_MS } });
  return <OrderConfirmationView order={order} tracking={tracking} />;
}
