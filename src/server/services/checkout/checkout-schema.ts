import { array, object, string } from 'yup';

export const checkoutSchema = object({
  transaction_ids: array(string().trim().required().max(255))
    .min(1, 'Field is required')
    .max(5)
    .required('Field is required'),
  delivery_date: string()
    .trim()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Choose one of the delivery dates shown.')
    .optional(),
});
