import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../views/content/ContentPageView';
import { companyPages } from '../views/content/contentPages';

export const Route = createFileRoute('/faq')({
  component: FaqPage,
});

function FaqPage() {
  return <ContentPageView page={companyPages.faq} />;
}
