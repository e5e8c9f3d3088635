import type { CreditLimitsInput, CreditLimitsView } from '@/contracts/admin/care';
import type { ApiClient } from '../http';

export type { CreditLimitsView };

export const saveCreditLimits = (client: ApiClient, data: CreditLimitsInput) =>
  client.request<CreditLimitsView>({ method: 'PUT', url: '/api/admin/credit-limits/', data });
