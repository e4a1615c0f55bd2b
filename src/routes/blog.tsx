import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../views/content/ContentPageView';
import { companyPages } from '../views/content/contentPages';

export const Route = createFileRoute('/blog')({
  component: BlogPage,
});

function BlogPage() {
  return <ContentPageView page={companyPages.blog} />;
}
