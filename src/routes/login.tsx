import { createFileRoute } from '@tanstack/react-router';
import { isLocalPath } from '../auth/loginReturn';
import { optionalString, searchSchema } from '../pageFlags';
import { LoginView } from '../views/account/LoginView';

export const Route = createFileRoute('/login')({
  validateSearch: searchSchema({
    error: optionalString(500),
    loggedOut: optionalString(10),
    /** the page to come back to after signing in (a path on this site only) */
    redirect: optionalString(2000),
  }),
  component: LoginPage,
});

function LoginPage() {
  const { error, loggedOut, redirect } = Route.useSearch();
  return (
    <LoginView error={error ?? null} loggedOut={loggedOut !== undefined} returnTo={redirect && isLocalPath(redirect) ? redirect : '/'} />
  );
}
