import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { useEffect, useId, useRef } from 'react';
import * as v from 'valibot';
import { searchTerm } from '../../contract/paging';
import { Button } from './button';
import './data.css';
import { validateWith } from '../lib/form-validation';

/** A list's q as its endpoints read it: trimmed, at most 100 characters. */
const ListSearchFields = v.object({ q: searchTerm() });

export interface ListSearchFormProps {
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  /** The search in force (the address's q): the box shows it again when it changes (Back, Clear filters). */
  value: string;
  onSearch: (q: string) => void;
}

/** The search box of a list: one conform field with the contract's search term, searched on submit. */
export function ListSearchForm({ label, placeholder, value, onSearch }: ListSearchFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [form, fields] = useForm({
    id: `list-search-${id}`,
    defaultValue: { q: value },
    ...validateWith(ListSearchFields, { when: 'submit', coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') onSearch(submission.value.q ?? '');
    },
  });
  useEffect(() => {
    if (input.current && input.current.value.trim() !== value) input.current.value = value;
  }, [value]);
  const error = fields.q.errors?.[0];

  return (
    <form {...getFormProps(form)} className="list-search">
      <label htmlFor={fields.q.id} className="visually-hidden">
        {label}
      </label>
      <input
        {...getInputProps(fields.q, { type: 'search' })}
        key={fields.q.key}
        ref={input}
        className="input"
        placeholder={placeholder}
        maxLength={100}
        enterKeyHint="search"
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {error ? (
        <p id={fields.q.errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
