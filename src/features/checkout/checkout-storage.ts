/** The chosen first delivery date, kept for the payment return address (/confirmation/). */
export const DELIVERY_DATE_KEY = 'ollie.checkoutDeliveryDate';
