export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { ChoiceGroup, type Choice, type ChoiceGroupProps } from './choice-group';
export { FieldError, FieldRow, FormError } from './field-styles';
export { SelectField, type SelectFieldProps } from './select-field';
export { TextField, type TextFieldProps } from './text-field';
export { focusFirstInvalid, TOAST_CLEARANCE_PX } from './focus-first-invalid';
export { useEventFlag, useFocusFirstInvalid } from './use-focus-first-invalid';
export { QuantityStepper, clampQuantity } from './quantity-stepper';
