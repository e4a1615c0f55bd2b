import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { optionalString } from '../pageFlags';
import { LoginView } from '../views/account/LoginView';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({
    error: optionalString(500),
    loggedOut: optionalString(10),
  }),
  component: LoginPage,
});

function LoginPage() {
  const { error, loggedOut } = Route.useSearch();
  return <LoginView error={error ?? null} loggedOut={loggedOut !== undefined} />;
}
