import { handler } from '@/server/api';
import { getChatIdentity } from '@/server/services/chat/chat-identity';

export const config = { api: { bodyParser: false } };

/** GET: the caller's signed identity for the chat messenger (404 when there is none to share). */
export default handler({
  GET: async ({ db, requireSelf }) => getChatIdentity(db, (await requireSelf()).id),
});
