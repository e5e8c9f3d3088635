import type { MaintenanceInput, MaintenanceView } from '@/contracts/admin/maintenance';
import type { ApiClient } from '../http';

export const saveMaintenance = (client: ApiClient, data: MaintenanceInput) =>
  client.request<MaintenanceView>({ method: 'PUT', url: '/api/admin/maintenance/', data });
