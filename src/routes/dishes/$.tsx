import { createFileRoute, notFound } from '@tanstack/react-router';
import { useMarkPageHydrated } from '@/ssr/useHydrated';
import { NotFoundPage } from '@/views/common/NotFoundView';
import { ContentPageView } from '@/views/content/ContentPageView';
import { dishes, findGuide } from '@/views/content/guides';

/** A dish guide; dish slugs may have two segments (salads/caesar-salad). */
export const Route = createFileRoute('/dishes/$')({
  beforeLoad: ({ params }) => {
    if (!findGuide(dishes, params._splat ?? '')) throw notFound();
  },
  component: DishPage,
});

function DishPage() {
  useMarkPageHydrated();
  const guide = findGuide(dishes, Route.useParams()._splat ?? '');
  if (!guide) return <NotFoundPage />;
  return <ContentPageView page={guide} kicker="Dishes" art={guide.art} />;
}
