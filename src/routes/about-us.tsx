import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../views/content/ContentPageView';
import { companyPages } from '../views/content/contentPages';

export const Route = createFileRoute('/about-us')({
  component: AboutPage,
});

function AboutPage() {
  return <ContentPageView page={companyPages.about} />;
}
