import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { AccountView } from '../views/account/AccountView';

export const Route = createFileRoute('/user')({
  validateSearch: z.object({ page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))), undefined) }),
  component: AccountPage,
});

function AccountPage() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AccountView page={page ?? 1} onPage={(next) => void navigate({ search: { page: next } })} />;
}
