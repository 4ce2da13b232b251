import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MAX_PRODUCT_IMAGES } from '../../../contract/store';
import { STORE_IMAGE_MAX_MB, uploadTooLargeMessage } from '../../../contract/transfers';
import { uploadStoreImage } from '../../queries/store';
import { Button } from '../../ui/button';
import { UploadState } from '../../ui/image-upload-field';
import { errorText } from '../../lib/error-text';

/** A product's picture in the form: the address saved, what is shown (a local copy until saved), its alt text. */
export interface ProductPicture {
  url: string;
  src: string;
  alt: string;
}

export interface ProductImagesFieldProps {
  pictures: readonly ProductPicture[];
  onChange: (pictures: ProductPicture[]) => void;
  productName: string;
}

const ordinal = (i: number) => (i === 0 ? 'Cover' : `Image ${i + 1}`);

/**
 * Up to five pictures: added several at once (each uploaded as it is chosen, checked by content on the
 * server), described by alt text, put in order with Move up and Move down (the first is the cover),
 * removed. Saved with the product.
 */
export function ProductImagesField({ pictures, onChange, productName }: ProductImagesFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const room = MAX_PRODUCT_IMAGES - pictures.length;
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      const added: ProductPicture[] = [];
      for (const file of files) {
        const uploaded = await uploadStoreImage(file, 'product_image');
        added.push({ url: uploaded.url, src: URL.createObjectURL(file), alt: '' });
      }
      return added;
    },
    onSuccess: (added) => onChange([...pictures, ...added]),
  });
  const move = (from: number, to: number) => {
    const next = [...pictures];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  const error = problem ?? (upload.isError ? errorText(upload.error) : null);
  const name = productName.trim() || 'the product';
  return (
    <div className="product-images">
      {pictures.length > 0 ? (
        <ol className="product-images-list" aria-label="Product images">
          {pictures.map((picture, i) => (
            <li key={picture.url} className="product-image">
              <img src={picture.src} alt={picture.alt || ''} className="product-image-thumb" />
              <div className="product-image-body">
                <p className="product-image-place">{ordinal(i)}</p>
                <label className="field-label" htmlFor={`${id}-alt-${i}`}>
                  {`Alt text of ${ordinal(i).toLowerCase()}`}
                </label>
                <input
                  id={`${id}-alt-${i}`}
                  className="input"
                  value={picture.alt}
                  maxLength={200}
                  placeholder={`For example: ${name} from the front`}
                  onChange={(event) =>
                    onChange(pictures.map((p, j) => (j === i ? { ...p, alt: event.target.value } : p)))
                  }
                />
              </div>
              <div className="product-image-actions">
                <Button
                  variant="secondary"
                  disabled={i === 0}
                  aria-label={`Move ${ordinal(i).toLowerCase()} up`}
                  onClick={() => move(i, i - 1)}
                >
                  Move up
                </Button>
                <Button
                  variant="secondary"
                  disabled={i === pictures.length - 1}
                  aria-label={`Move ${ordinal(i).toLowerCase()} down`}
                  onClick={() => move(i, i + 1)}
                >
                  Move down
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Remove ${ordinal(i).toLowerCase()}`}
                  onClick={() => onChange(pictures.filter((_, j) => j !== i))}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="field-description">No images yet. The first image is the product's cover.</p>
      )}
      <div className="field">
        <label className="field-label" htmlFor={`${id}-add`}>
          Add images
        </label>
        <p id={`${id}-hint`} className="field-description">
          {`PNG, JPEG or WebP, up to ${STORE_IMAGE_MAX_MB} MB each; at most ${MAX_PRODUCT_IMAGES} images (${room} more). The first is the cover.`}
        </p>
        <input
          id={`${id}-add`}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp"
          className="input"
          disabled={room === 0 || upload.isPending}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length === 0) return;
            if (files.length > room) {
              setProblem(`A product has at most ${MAX_PRODUCT_IMAGES} images`);
              return;
            }
            if (files.some((f) => f.size > STORE_IMAGE_MAX_MB * 1024 * 1024)) {
              setProblem(uploadTooLargeMessage(STORE_IMAGE_MAX_MB));
              return;
            }
            setProblem(null);
            upload.mutate(files);
          }}
        />
        <UploadState id={id} pending={upload.isPending} pendingText="Uploading the images…" error={error} />
      </div>
    </div>
  );
}
