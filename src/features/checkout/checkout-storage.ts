/** The chosen first delivery date, kept for the payment return address (/confirmation/). */
export const DELIVERY_DATE_KEY = 'ollie.checkoutDeliveryDate';
/** The renewal terms version ticked before the bank took over, sent with the returning order. */
export const RENEWAL_TERMS_KEY = 'ollie.checkoutRenewalTerms';
