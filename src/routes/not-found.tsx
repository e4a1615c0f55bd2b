import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../views/common/NotFoundView';

export const Route = createFileRoute('/not-found')({
  component: NotFoundPage,
});
