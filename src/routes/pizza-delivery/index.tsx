import { createFileRoute } from '@tanstack/react-router';
import { AllCitiesView } from '@/views/city/AllCitiesView';

export const Route = createFileRoute('/pizza-delivery/')({
  component: AllCitiesView,
});
