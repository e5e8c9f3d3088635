export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { ChoiceGroup, type Choice, type ChoiceGroupProps } from './choice-group';
export { FieldError, FieldRow, FormError } from './field-styles';
export { SelectField, type SelectFieldProps } from './select-field';
export { TextField, type TextFieldProps } from './text-field';
