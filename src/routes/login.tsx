import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginView } from '../views/account/LoginView';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({
    error: z.string().optional().catch(undefined),
    loggedOut: z.string().optional().catch(undefined),
  }),
  component: LoginPage,
});

function LoginPage() {
  const { error, loggedOut } = Route.useSearch();
  return <LoginView error={error ?? null} loggedOut={loggedOut !== undefined} />;
}
