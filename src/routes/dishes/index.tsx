import { createFileRoute } from '@tanstack/react-router';
import { useMarkPageHydrated } from '@/ssr/useHydrated';
import { GuideIndexView } from '@/views/content/GuideIndexView';
import { dishes } from '@/views/content/guides';

const page = {
  title: 'Beyond the pie',
  lead: 'Salads, wings, pasta and dessert from the pizzerias near you.',
  sections: [],
};

export const Route = createFileRoute('/dishes/')({
  component: DishesPage,
});

function DishesPage() {
  useMarkPageHydrated();
  return <GuideIndexView page={page} guides={dishes} basePath="/dishes" listLabel="Dishes" />;
}
