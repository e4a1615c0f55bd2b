import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../views/content/ContentPageView';
import { companyPages } from '../views/content/contentPages';

export const Route = createFileRoute('/careers')({
  component: CareersPage,
});

function CareersPage() {
  return <ContentPageView page={companyPages.careers} />;
}
