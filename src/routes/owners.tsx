import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../views/content/ContentPageView';
import { companyPages } from '../views/content/contentPages';

export const Route = createFileRoute('/owners')({
  component: OwnersPage,
});

function OwnersPage() {
  return <ContentPageView page={companyPages.owners} />;
}
