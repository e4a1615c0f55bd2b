import { createFileRoute } from '@tanstack/react-router';
import { MaintenanceView } from '../views/common/MaintenanceView';

export const Route = createFileRoute('/under_maintenance')({
  component: MaintenanceView,
});
