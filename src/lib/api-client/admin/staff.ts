import type { StaffRole, StaffView } from '@/contracts/admin/staff';
import type { ApiClient } from '../http';

export const inviteStaff = (
  client: ApiClient,
  invite: { email: string; name: string; role: StaffRole },
) => client.request<StaffView>({ method: 'POST', url: '/api/admin/staff/', data: invite });

export const updateStaff = (
  client: ApiClient,
  staffId: number,
  change: { role?: StaffRole; active?: boolean },
) =>
  client.request<StaffView>({ method: 'PATCH', url: `/api/admin/staff/${staffId}/`, data: change });

/** Emails a new one-time set-up link (earlier ones stop working). */
export const resendSetupLink = (client: ApiClient, staffId: number) =>
  client.request<StaffView>({ method: 'POST', url: `/api/admin/staff/${staffId}/setup-link/` });

/** Completes a set-up link (no session yet: the link's token is the credential). */
export const completeStaffSetup = (
  client: ApiClient,
  input: { token: string; password: string; confirm_password: string; totp_code?: string },
) =>
  client.request<{ email: string }>({ method: 'POST', url: '/api/admin/auth/setup/', data: input });

export const confirmTotp = (client: ApiClient, code: string) =>
  client.request<{ totp_enabled: true }>({
    method: 'POST',
    url: '/api/admin/me/totp/',
    data: { code },
  });
