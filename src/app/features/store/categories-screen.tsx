import { getFormProps, useForm } from '@conform-to/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type Category, CategoryRequest } from '../../../contract/store';
import {
  storeCategoriesQuery,
  useCreateCategory,
  useDeleteCategory,
  useMoveCategory,
  useRenameCategory,
} from '../../queries/store';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { FormAlert } from '../../ui/form-alert';
import { FormTextField } from '../../ui/form-fields';
import { QueryBoundary } from '../../ui/query-boundary';
import { toast } from '../../ui/toast';
import { StoreFrame } from './store-frame';
import './store-editor.css';
import { errorText } from '../../lib/error-text';
import { ConfirmDelete } from './store-ui';
import { validateWith } from '../../lib/form-validation';

/** store/product-categories: make, rename, reorder (up and down) and delete the store's categories. */
export function StoreCategoriesScreen() {
  return (
    <StoreFrame path="/dashboard/store/product-categories">
      <NewCategory />
      <QueryBoundary what="categories">
        <Categories />
      </QueryBoundary>
    </StoreFrame>
  );
}

function Categories() {
  const { categories } = useSuspenseQuery(storeCategoriesQuery()).data;
  if (categories.length === 0)
    return (
      <EmptyState title="No product categories yet">
        <p>Add a category above, then choose it on your products to group them in your store.</p>
      </EmptyState>
    );
  return <CategoryList list={categories} />;
}

/** A category's name form (new or renamed), with the contract's rule; `onName` gets the trimmed name. */
function useCategoryNameForm(name: string, onName: (name: string, reset: () => void) => void) {
  const id = useId();
  const [form, fields] = useForm({
    id: `category-${id}`,
    defaultValue: { name },
    ...validateWith(CategoryRequest, { when: 'submit', coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') onName(submission.value.name, () => form.reset());
    },
  });
  return { formProps: getFormProps(form), field: fields.name };
}

function NewCategory() {
  const create = useCreateCategory();
  const { formProps, field } = useCategoryNameForm('', (name, reset) =>
    create.mutate(name, {
      onSuccess: (made) => {
        toast.success(`Category ${made.name} added.`);
        reset();
      },
    }),
  );
  return (
    <Panel title="Add a category">
      <form {...formProps} className="store-inline-form">
        <FormTextField
          field={field}
          label="Category name"
          maxLength={60}
          error={create.isError ? errorText(create.error) : undefined}
        />
        <Button type="submit" isPending={create.isPending}>
          Add category
        </Button>
      </form>
    </Panel>
  );
}

function CategoryList({ list }: { list: readonly Category[] }) {
  const move = useMoveCategory();
  return (
    <section aria-labelledby="categories-heading" className="stack-sm">
      <h2 id="categories-heading" className="paged-list-title">
        Categories in store order
      </h2>
      <FormAlert>{move.isError ? errorText(move.error) : null}</FormAlert>
      <ol className="store-categories">
        {list.map((category, index) => (
          <CategoryRow
            key={category.id}
            category={category}
            first={index === 0}
            last={index === list.length - 1}
            onMove={(direction) => move.mutate({ id: category.id, direction })}
            moving={move.isPending}
          />
        ))}
      </ol>
    </section>
  );
}

/** Renaming in place: the form starts from the name as it is now, each time it opens. */
function RenameForm({ category, onDone }: { category: Category; onDone: () => void }) {
  const rename = useRenameCategory();
  const { formProps, field } = useCategoryNameForm(category.name, (name) =>
    rename.mutate(
      { id: category.id, name },
      {
        onSuccess: (saved) => {
          toast.success(`Category renamed to ${saved.name}.`);
          onDone();
        },
      },
    ),
  );
  return (
    <form {...formProps} className="store-inline-form">
      <FormTextField
        field={field}
        label={`New name for ${category.name}`}
        maxLength={60}
        error={rename.isError ? errorText(rename.error) : undefined}
        autoFocus
      />
      <Button type="submit" isPending={rename.isPending}>
        Save
      </Button>
      <Button variant="ghost" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

function CategoryRow({
  category,
  first,
  last,
  onMove,
  moving,
}: {
  category: Category;
  first: boolean;
  last: boolean;
  onMove: (direction: 'up' | 'down') => void;
  moving: boolean;
}) {
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const count = `${category.products_count} ${category.products_count === 1 ? 'product' : 'products'}`;
  return (
    <li className="store-category">
      {editing ? (
        <RenameForm category={category} onDone={() => setEditing(false)} />
      ) : (
        <div className="store-category-name">
          <strong>{category.name}</strong>
          <span className="text-secondary">{count}</span>
        </div>
      )}
      <div className="store-category-actions">
        <Button
          variant="secondary"
          aria-label={`Move ${category.name} up`}
          disabled={first || moving}
          onClick={() => onMove('up')}
        >
          ↑ Up
        </Button>
        <Button
          variant="secondary"
          aria-label={`Move ${category.name} down`}
          disabled={last || moving}
          onClick={() => onMove('down')}
        >
          ↓ Down
        </Button>
        {editing ? null : (
          <Button variant="secondary" aria-label={`Rename ${category.name}`} onClick={() => setEditing(true)}>
            Rename
          </Button>
        )}
        <Button variant="secondary" aria-label={`Delete ${category.name}`} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDelete
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${category.name}?`}
        body={`Its ${count} stay in your store with no category.`}
        isPending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onConfirm={() =>
          remove.mutate(category.id, {
            onSuccess: () => {
              toast.success(`Category ${category.name} deleted.`);
              setConfirming(false);
            },
          })
        }
      />
    </li>
  );
}
