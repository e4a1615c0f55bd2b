import { createFileRoute } from '@tanstack/react-router';
import { useLoader } from '@/hooks/useLoader';
import { brandResource } from '@/loaders';
import { useMarkPageHydrated } from '@/ssr/useHydrated';
import { BrandView } from '@/views/brand/BrandView';

export const Route = createFileRoute('/brands/$brand')({
  component: BrandPage,
});

function BrandPage() {
  useMarkPageHydrated();
  const brand = useLoader(brandResource, Route.useParams().brand.toLowerCase());
  return <BrandView brand={brand} />;
}
