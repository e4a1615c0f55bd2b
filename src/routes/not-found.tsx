import { createFileRoute } from '@tanstack/react-router';
import { NotFoundView } from '../views/common/NotFoundView';

export const Route = createFileRoute('/not-found')({
  component: NotFoundView,
});
