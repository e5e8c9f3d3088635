/** The spec's incomplete-form toast, for the quiz's steps (defined with the field messages). */
export { INCOMPLETE_FORM } from '@/domain/field-messages';
