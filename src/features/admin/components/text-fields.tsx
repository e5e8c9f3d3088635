import { TextField } from '@/ui/forms';

/** One text input of a console form, described rather than written out. */
export interface TextFieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'date' | 'datetime-local';
  hint?: string;
  placeholder?: string;
  min?: string;
  step?: string;
}

/**
 * A run of text inputs, each filled from `values` and showing its first error: the console's
 * filter and edit forms list their fields this way instead of repeating the same block.
 */
export function TextFields({
  fields,
  values,
  errors,
}: {
  fields: readonly TextFieldSpec[];
  values: Partial<Record<string, string | number | null>>;
  errors: Record<string, string[] | undefined>;
}) {
  return (
    <>
      {fields.map(({ name, ...field }) => (
        <TextField
          key={name}
          name={name}
          {...field}
          defaultValue={values[name] ?? ''}
          error={errors[name]?.[0]}
        />
      ))}
    </>
  );
}
