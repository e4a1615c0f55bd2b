import { createFileRoute, Outlet, useChildMatches } from '@tanstack/react-router';
import { optionalWholeNumber, searchSchema } from '../pageFlags';
import { AccountView } from '../views/account/AccountView';
import { usePageHead } from '../head/pageHead';

export const Route = createFileRoute('/user')({
  validateSearch: searchSchema({ page: optionalWholeNumber(1, 10_000) }),
  component: AccountPage,
});

// /user is also the parent of the account's own pages (/user/addresses/new…): one of those shows in its place
function AccountPage() {
  const childPages = useChildMatches();
  if (childPages.length > 0) return <Outlet />;
  return <AccountHome />;
}

function AccountHome() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  usePageHead('Your account');
  return <AccountView page={page ?? 1} onPage={(next) => void navigate({ search: { page: next } })} />;
}
