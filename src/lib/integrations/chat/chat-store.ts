/**
 * What the launcher shows: whether the messenger is ready, open, and has something unread. The
 * messenger's callbacks and chat campaigns write here; the launcher reads it.
 */
export interface ChatSnapshot {
  ready: boolean;
  open: boolean;
  unread: boolean;
}

/** A chat campaign (spec section 3): a message the shop wants customer care to start with. */
export interface ChatCampaign {
  id: string | number;
  actions: Array<{ content?: { message?: string } }>;
}

const INITIAL: ChatSnapshot = { ready: false, open: false, unread: false };
let snapshot = INITIAL;
const listeners = new Set<() => void>();
const seenCampaigns = new Set<string>();

export const getChatSnapshot = () => snapshot;
export const getServerChatSnapshot = () => INITIAL;

export function subscribeChat(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(changes: Partial<ChatSnapshot>): void {
  snapshot = { ...snapshot, ...changes };
  listeners.forEach((listener) => listener());
}

export const chatReady = () => publish({ ready: true });
export const chatFailed = () => publish({ ready: false });
/** Opening the messenger reads what was waiting: the dot clears. */
export const chatOpened = () => publish({ open: true, unread: false });
export const chatClosed = () => publish({ open: false });
/** A new person (sign-in or sign-out): the previous one's unread message is not theirs. */
export const chatRestarted = () => publish({ open: false, unread: false });
export const unreadCountChanged = (count: number) => {
  if (count > 0) publish({ unread: true });
};

/** The campaign's message, when it has one (actions[0].content.message). */
export const campaignMessage = (campaign: ChatCampaign) =>
  campaign.actions[0]?.content?.message?.trim() || null;

/** A campaign with a message triggers the unread dot once, unless the messenger is open. */
export function campaignTriggered(campaign: ChatCampaign): boolean {
  const key = String(campaign.id);
  if (!campaignMessage(campaign) || seenCampaigns.has(key)) return false;
  seenCampaigns.add(key);
  if (!snapshot.open) publish({ unread: true });
  return true;
}

/** Only for tests. */
export function resetChatForTests(): void {
  snapshot = INITIAL;
  listeners.clear();
  seenCampaigns.clear();
}
