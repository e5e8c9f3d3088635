import { array, object, string } from 'yup';
import { SUPPORTED_STATES } from '@/domain/us-states';

/** PUT /api/admin/tax-registrations/: the whole list of states the shop collects tax in. */
export const taxRegistrationsSchema = object({
  states: array(
    string()
      .trim()
      .uppercase()
      .required()
      .oneOf([...SUPPORTED_STATES], 'Choose one of the 48 states the shop delivers to.'),
  )
    .max(SUPPORTED_STATES.length)
    .required('Send the list of states, empty for none.'),
});

export interface TaxRegistrationsInput {
  states: string[];
}

/** Where the shop collects sales tax, and where that list is changed. */
export interface TaxRegistrationsView {
  states: string[];
  /** 'console': this page (offline tax provider); 'stripe': Stripe Tax's registrations. */
  managed_by: 'console' | 'stripe';
}
