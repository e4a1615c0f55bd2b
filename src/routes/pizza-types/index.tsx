import { createFileRoute } from '@tanstack/react-router';
import { useMarkPageHydrated } from '@/ssr/useHydrated';
import { GuideIndexView } from '@/views/content/GuideIndexView';
import { pizzaTypes } from '@/views/content/guides';

const page = {
  title: 'Pizza styles',
  lead: 'From the foldable New York slice to Chicago deep dish: find the style you crave, then the pizzeria that makes it.',
  sections: [],
};

export const Route = createFileRoute('/pizza-types/')({
  component: PizzaTypesPage,
});

function PizzaTypesPage() {
  useMarkPageHydrated();
  return <GuideIndexView page={page} guides={pizzaTypes} basePath="/pizza-types" listLabel="Pizza styles" />;
}
