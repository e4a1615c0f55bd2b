import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../views/content/ContentPageView';
import { companyPages } from '../views/content/contentPages';

export const Route = createFileRoute('/partnership')({
  component: PartnershipPage,
});

function PartnershipPage() {
  return <ContentPageView page={companyPages.partnership} />;
}
