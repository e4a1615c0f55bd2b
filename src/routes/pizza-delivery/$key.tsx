import { createFileRoute, notFound } from '@tanstack/react-router';
import { useLoader } from '@/hooks/useLoader';
import { brandsResource, cityShopsResource } from '@/loaders';
import { useMarkPageHydrated } from '@/ssr/useHydrated';
import { TopBrandsView } from '@/views/brand/TopBrandsView';
import { AllCitiesView } from '@/views/city/AllCitiesView';
import { ALL_CITIES_KEY, findBrowseCity, type BrowseCity } from '@/views/city/browseCities';
import { CityView } from '@/views/city/CityView';
import { NearMeView } from '@/views/city/NearMeView';
import { NotFoundPage } from '@/views/common/NotFoundView';

/** /pizza-delivery/{key}: a city browse key, all-cities, near-me, pickup-restaurants-near-me or top-brands. */
const PAGE_KEYS: ReadonlySet<string> = new Set([ALL_CITIES_KEY, 'near-me', 'pickup-restaurants-near-me', 'top-brands']);

export const Route = createFileRoute('/pizza-delivery/$key')({
  // an unknown key is not found before anything renders, so the server answers it 404
  beforeLoad: ({ params }) => {
    const key = params.key.toLowerCase();
    if (!PAGE_KEYS.has(key) && !findBrowseCity(key)) throw notFound();
  },
  component: PizzaDeliveryPage,
});

function PizzaDeliveryPage() {
  useMarkPageHydrated();
  const key = Route.useParams().key.toLowerCase();
  if (key === ALL_CITIES_KEY) return <AllCitiesView />;
  if (key === 'near-me') return <NearMeView orderType="delivery" />;
  if (key === 'pickup-restaurants-near-me') return <NearMeView orderType="pickup" />;
  if (key === 'top-brands') return <TopBrandsPage />;
  const city = findBrowseCity(key);
  if (!city) return <NotFoundPage />;
  return <CityPage key={city.key} city={city} />;
}

function CityPage({ city }: { city: BrowseCity }) {
  const results = useLoader(cityShopsResource, { city: city.name, state: city.state });
  return <CityView city={city} results={results} />;
}

function TopBrandsPage() {
  const brands = useLoader(brandsResource, 'all');
  return <TopBrandsView brands={brands} />;
}
