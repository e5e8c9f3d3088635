import type { ApiClient } from './http';

export interface Detail {
  detail: string;
}

export const requestPasswordRecovery = (client: ApiClient, email: string, captcha = '') =>
  client.request<Detail>({
    method: 'POST',
    url: '/api/v3/auth/password-recovery/request/',
    data: { email, 'g-recaptcha-response': captcha },
  });

export const validatePasswordReset = (client: ApiClient, id: string, token: string) =>
  client.request<Detail>({
    method: 'POST',
    url: `/api/v3/auth/password-recovery/${encodeURIComponent(id)}/validate/`,
    data: { token },
  });

export const recoverPassword = (
  client: ApiClient,
  id: string,
  input: { token: string; new_password: string; confirm_password: string },
) =>
  client.request<Detail>({
    method: 'POST',
    url: `/api/v3/auth/password-recovery/${encodeURIComponent(id)}/recover/`,
    data: input,
  });
