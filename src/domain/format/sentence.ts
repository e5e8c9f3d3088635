/**
 * A phrase closed as a sentence: a full stop added unless it already ends in one (a provider's
 * message such as "Your card has insufficient funds." is quoted as it came).
 */
export const asSentence = (text: string): string =>
  /[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
