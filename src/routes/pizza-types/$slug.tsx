import { createFileRoute, notFound } from '@tanstack/react-router';
import { useMarkPageHydrated } from '@/ssr/useHydrated';
import { NotFoundPage } from '@/views/common/NotFoundView';
import { ContentPageView } from '@/views/content/ContentPageView';
import { findGuide, pizzaTypes } from '@/views/content/guides';

export const Route = createFileRoute('/pizza-types/$slug')({
  beforeLoad: ({ params }) => {
    if (!findGuide(pizzaTypes, params.slug)) throw notFound();
  },
  component: PizzaTypePage,
});

function PizzaTypePage() {
  useMarkPageHydrated();
  const guide = findGuide(pizzaTypes, Route.useParams().slug);
  if (!guide) return <NotFoundPage />;
  return <ContentPageView page={guide} kicker="Pizza styles" art={guide.art} />;
}
