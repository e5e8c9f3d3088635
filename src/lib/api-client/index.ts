export {
  ADDRESS_FIELDS,
  ApiError,
  authErrorFromQuery,
  toApiError,
  CARD_ERROR_CODES,
  type ApiCallContext,
  type ApiErrorKind,
} from './errors';
export {
  apiBaseUrl,
  createApiClient,
  createHttpClient,
  type ApiClient,
  type ApiRequest,
  type HttpClientOptions,
} from './http';
export { MESSAGES } from './messages';
export { toUserMessage, type UserMessage } from './user-message';
export { getHealth, type Health } from './health';
export { recoverPassword, requestPasswordRecovery, validatePasswordReset } from './auth';
export {
  createPassword,
  getAddress,
  getCustomer,
  saveAddress,
  updateCustomer,
  updatePassword,
  type Address,
  type Customer,
  type CustomerUpdate,
} from './customers';
export * from './shop';
export * from './checkout';
export * from './subscriptions';
export * from './referrals';
export * from './chat';
export * from './payment-authentications';
export * from './consents';
export { redeemSkipLink, type SkipLinkResult } from './skip-links';
export * from './claims';
