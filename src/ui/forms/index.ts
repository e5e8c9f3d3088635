export { CheckboxField } from './checkbox-field';
export { ChoiceGroup } from './choice-group';
export { FieldRow } from './field-row';
export { FormError } from './form-error';
export { SelectField } from './select-field';
export { TextField } from './text-field';
export { useEventFlag, useFocusFirstInvalid } from './use-focus-first-invalid';
export { QuantityStepper } from './quantity-stepper';
