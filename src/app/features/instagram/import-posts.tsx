import { getFormProps, useForm } from '@conform-to/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ImportInstagramBody, INSTAGRAM_MESSAGES, type InstagramPost } from '../../../contract/instagram';
import { formatMoney } from '../../lib/money';
import { instagramPostsQuery, useImportInstagramPosts } from '../../queries/instagram';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { StatusBadge } from '../../ui/status-badge';
import { toast } from '../../ui/toast';
import { failureText } from './failure';
import { validateWith } from '../../lib/form-validation';

export interface ImportPostsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The connected account's posts, to pick which become products (those already in the store are marked). */
export function ImportPostsDialog({ isOpen, onOpenChange }: ImportPostsDialogProps) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title="Import posts" variant="sheet">
      <QueryBoundary what="your Instagram posts" pending={<Skeleton lines={6} label="Loading your Instagram posts" />}>
        <ImportPosts onDone={() => onOpenChange(false)} />
      </QueryBoundary>
    </ModalDialog>
  );
}

/** A checkbox group's value as conform holds it: none, one, or several. */
const listOf = (value: string | (string | undefined)[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.filter((x): x is string => x !== undefined) : [value];

function ImportPosts({ onDone }: { onDone: () => void }) {
  const posts = useSuspenseQuery(instagramPostsQuery());
  const importPosts = useImportInstagramPosts();
  const allId = useId();
  const [form, fields] = useForm({
    id: `import-posts-${allId}`,
    ...validateWith(ImportInstagramBody, { when: 'submit' }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      importPosts.mutate(submission.value.post_ids, {
        onSuccess: (result) => {
          toast.success(INSTAGRAM_MESSAGES.imported(result.imported));
          form.reset();
          onDone();
        },
      });
    },
  });
  const available = posts.data.posts.filter((p) => p.product_id === null);
  const selected = new Set(listOf(fields.post_ids.value));
  const initial = new Set(listOf(fields.post_ids.initialValue));
  const allChosen = available.length > 0 && available.every((p) => selected.has(p.id));
  const count = available.filter((p) => selected.has(p.id)).length;
  const problem = fields.post_ids.errors?.[0];
  return (
    <form {...getFormProps(form)} className="instagram-form">
      <FormAlert>{importPosts.isError ? failureText(importPosts.error) : null}</FormAlert>
      <fieldset className="instagram-posts" aria-describedby={problem ? fields.post_ids.errorId : undefined}>
        <legend className="instagram-muted">
          Posts on @{posts.data.handle}: each one you import becomes a product of your Instagram store.
        </legend>
        {problem ? (
          <p id={fields.post_ids.errorId} className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        {available.length > 0 ? (
          <div className="instagram-select-all">
            <input
              id={allId}
              type="checkbox"
              checked={allChosen}
              onChange={() =>
                form.update({ name: fields.post_ids.name, value: allChosen ? [] : available.map((p) => p.id) })
              }
            />
            <label htmlFor={allId}>Select all ({available.length})</label>
          </div>
        ) : (
          <p className="instagram-muted">Every post is in your store already.</p>
        )}
        <ul className="instagram-post-list" key={fields.post_ids.key}>
          {posts.data.posts.map((post) => (
            <PostRow key={post.id} post={post} name={fields.post_ids.name} defaultChecked={initial.has(post.id)} />
          ))}
        </ul>
      </fieldset>
      <Button type="submit" fullWidth isPending={importPosts.isPending} disabled={available.length === 0}>
        {count === 0 ? 'Import posts' : count === 1 ? 'Import 1 post' : `Import ${count} posts`}
      </Button>
    </form>
  );
}

interface PostRowProps {
  post: InstagramPost;
  /** The form's field of chosen posts (a post already in the store is not in it). */
  name: string;
  defaultChecked: boolean;
}

function PostRow({ post, name, defaultChecked }: PostRowProps) {
  const id = useId();
  const imported = post.product_id !== null;
  return (
    <li className="instagram-post" data-imported={imported || undefined}>
      {imported ? (
        <input id={id} type="checkbox" checked disabled readOnly aria-describedby={`${id}-caption`} />
      ) : (
        <input
          id={id}
          type="checkbox"
          name={name}
          value={post.id}
          defaultChecked={defaultChecked}
          aria-describedby={`${id}-caption`}
        />
      )}
      <img className="instagram-post-image" src={post.image} alt="" width={56} height={56} />
      <label htmlFor={id} className="instagram-post-text">
        <span className="instagram-post-name">{post.name}</span>
        <span className="instagram-post-price">{formatMoney(post.price, post.currency)}</span>
        <span id={`${id}-caption`} className="instagram-muted instagram-post-caption">
          {post.caption}
        </span>
      </label>
      {imported ? <StatusBadge label="In your store" tone="success" /> : null}
    </li>
  );
}
