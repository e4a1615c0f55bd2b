import { createFileRoute } from '@tanstack/react-router';
import { EditProfileView } from '../views/account/EditProfileView';

export const Route = createFileRoute('/user/edit')({
  component: EditProfileView,
});
