import { createFileRoute } from '@tanstack/react-router';
import { EditProfileView } from '../views/account/EditProfileView';
import { usePageHead } from '../head/pageHead';

export const Route = createFileRoute('/user/edit')({
  component: EditProfilePage,
});

function EditProfilePage() {
  usePageHead('Edit profile');
  return <EditProfileView />;
}
