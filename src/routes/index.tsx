import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from './-HomePage';
import { homeSearch } from './-homeSearch';

export const Route = createFileRoute('/')({
  validateSearch: homeSearch,
  component: Home,
});

function Home() {
  return <HomePage search={Route.useSearch()} />;
}
