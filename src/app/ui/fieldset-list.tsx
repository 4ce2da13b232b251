import type { DefaultValue, FieldMetadata, FormMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Button } from './button';
import './form-layout.css';

/* A conform form's list field shown as numbered fieldsets, with add and remove buttons. */

// biome-ignore lint/suspicious/noExplicitAny: any form's insert/remove intents serve any of its list fields
type AnyForm = FormMetadata<any, string[]>;

export interface FieldsetListProps<Item extends Record<string, unknown>> {
  form: AnyForm;
  field: FieldMetadata<Item[], Record<string, unknown>, string[]>;
  /** What one entry is called, capitalised as in its legend ("Item", "Ticket type"). */
  itemLabel: string;
  max: number;
  /** The values a newly added entry starts with. */
  newItem: DefaultValue<Item>;
  /** The fields of one entry (its `getFieldset()`). */
  children: (entry: FieldMetadata<Item, Record<string, unknown>, string[]>) => ReactNode;
}

export function FieldsetList<Item extends Record<string, unknown>>({
  form,
  field,
  itemLabel,
  max,
  newItem,
  children,
}: FieldsetListProps<Item>) {
  const entries = field.getFieldList();
  const lower = itemLabel.toLowerCase();
  return (
    <>
      <ol className="fieldset-list">
        {entries.map((entry, index) => (
          <li key={entry.key}>
            <fieldset className="fieldset-list-item">
              <legend>
                {itemLabel} {index + 1}
              </legend>
              {children(entry)}
              {entries.length > 1 ? (
                <Button
                  type="submit"
                  variant="ghost"
                  {...form.remove.getButtonProps({ name: field.name, index })}
                  aria-label={`Remove ${lower} ${index + 1}`}
                >
                  Remove {lower}
                </Button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {field.errors?.[0] ? <p className="field-error">{field.errors[0]}</p> : null}
      {entries.length < max ? (
        <Button
          type="submit"
          variant="secondary"
          {...form.insert.getButtonProps({ name: field.name, defaultValue: newItem })}
        >
          Add {lower}
        </Button>
      ) : null}
    </>
  );
}
