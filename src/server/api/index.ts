export { handler, reply, type ApiContext, type MethodMap } from './handler';
export { ERROR_STATUSES } from './error-statuses';
export { validate } from './validation';
export { authenticate, parseId, requireSelf, type Caller } from './auth-guard';
export { sendJson, sendProblem, problemFrom } from './responder';
