/** GET …/chat_identity/: who the chat messenger is talking to, signed for Intercom. */
export interface ChatIdentity {
  user_id: string;
  email: string;
  name: string;
  /** Intercom's identity verification: HMAC-SHA256 of user_id with the workspace's secret. */
  user_hash: string;
}
