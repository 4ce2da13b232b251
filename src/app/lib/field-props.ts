/** What a form library knows of one field: conform's field metadata and the signed-out forms' SchemaField alike. */
export interface FormFieldState {
  id: string;
  name: string;
  errors?: string[] | undefined;
}

/**
 * The id, name and first message of a form's field as the field components take them, so a form
 * lists only what differs (label, help, keyboard). Plain data: the signed-out screens use it without
 * pulling in conform.
 */
export const fieldProps = (field: FormFieldState) => ({ id: field.id, name: field.name, error: field.errors?.[0] });
