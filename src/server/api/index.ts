export { handler, reply, textReply } from './handler';
export { validate, validateExact } from './validation';
export { parseId } from './auth-guard';
export { sendProblem, problemFrom } from './responder';
