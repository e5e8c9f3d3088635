export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { FieldError, FormError } from './field-styles';
export { SelectField, type SelectFieldProps } from './select-field';
export { TextField, type TextFieldProps } from './text-field';
