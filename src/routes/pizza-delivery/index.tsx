import { createFileRoute } from '@tanstack/react-router';
import { useMarkPageHydrated } from '@/ssr/useHydrated';
import { AllCitiesView } from '@/views/city/AllCitiesView';

export const Route = createFileRoute('/pizza-delivery/')({
  component: AllCitiesPage,
});

function AllCitiesPage() {
  useMarkPageHydrated();
  return <AllCitiesView />;
}
