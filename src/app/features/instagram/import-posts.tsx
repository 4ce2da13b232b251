import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { INSTAGRAM_MESSAGES, type InstagramPost } from '../../../contract/instagram';
import { formatMoney } from '../../lib/money';
import { instagramPostsQuery, useImportInstagramPosts } from '../../queries/instagram';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { Skeleton } from '../../ui/skeleton';
import { StatusBadge } from '../../ui/status-badge';
import { toast } from '../../ui/toast';
import { failureText } from './failure';

export interface ImportPostsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The connected account's posts, to pick which become products (those already in the store are marked). */
export function ImportPostsDialog({ isOpen, onOpenChange }: ImportPostsDialogProps) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title="Import posts" variant="sheet">
      <ImportPosts onDone={() => onOpenChange(false)} />
    </ModalDialog>
  );
}

function ImportPosts({ onDone }: { onDone: () => void }) {
  const posts = useQuery(instagramPostsQuery());
  const importPosts = useImportInstagramPosts();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const allId = useId();
  if (posts.isPending) return <Skeleton lines={6} label="Loading your Instagram posts" />;
  if (posts.isError) {
    return <ErrorState what="your Instagram posts" error={posts.error} onRetry={() => void posts.refetch()} />;
  }
  const available = posts.data.posts.filter((p) => p.product_id === null);
  const allChosen = available.length > 0 && available.every((p) => selected.has(p.id));
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = available.filter((p) => selected.has(p.id)).map((p) => p.id);
    if (chosen.length === 0) {
      setProblem(INSTAGRAM_MESSAGES.choosePosts);
      return;
    }
    setProblem(null);
    importPosts.mutate(chosen, {
      onSuccess: (result) => {
        toast.success(INSTAGRAM_MESSAGES.imported(result.imported));
        setSelected(new Set());
        onDone();
      },
    });
  };
  const count = available.filter((p) => selected.has(p.id)).length;
  return (
    <form className="instagram-form" onSubmit={submit} noValidate>
      <FormAlert>{problem ?? (importPosts.isError ? failureText(importPosts.error) : null)}</FormAlert>
      <fieldset className="instagram-posts">
        <legend className="instagram-muted">
          Posts on @{posts.data.handle}: each one you import becomes a product of your Instagram store.
        </legend>
        {available.length > 0 ? (
          <div className="instagram-select-all">
            <input
              id={allId}
              type="checkbox"
              checked={allChosen}
              onChange={() => setSelected(allChosen ? new Set() : new Set(available.map((p) => p.id)))}
            />
            <label htmlFor={allId}>Select all ({available.length})</label>
          </div>
        ) : (
          <p className="instagram-muted">Every post is in your store already.</p>
        )}
        <ul className="instagram-post-list">
          {posts.data.posts.map((post) => (
            <PostRow key={post.id} post={post} checked={selected.has(post.id)} onToggle={() => toggle(post.id)} />
          ))}
        </ul>
      </fieldset>
      <Button type="submit" fullWidth isPending={importPosts.isPending} disabled={available.length === 0}>
        {count === 0 ? 'Import posts' : count === 1 ? 'Import 1 post' : `Import ${count} posts`}
      </Button>
    </form>
  );
}

function PostRow({ post, checked, onToggle }: { post: InstagramPost; checked: boolean; onToggle: () => void }) {
  const id = useId();
  const imported = post.product_id !== null;
  return (
    <li className="instagram-post" data-imported={imported || undefined}>
      <input
        id={id}
        type="checkbox"
        checked={imported || checked}
        disabled={imported}
        onChange={onToggle}
        aria-describedby={`${id}-caption`}
      />
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
