import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ProductPicture, ProductImagesField } from './product-images-field';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', () => ({ call }));

let latest: ProductPicture[] = [];
function Harness({ initial }: { initial: ProductPicture[] }) {
  const [pictures, setPictures] = useState(initial);
  latest = pictures;
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ProductImagesField pictures={pictures} onChange={setPictures} productName="Loafers" />
    </QueryClientProvider>
  );
}
const picture = (n: number, alt = ''): ProductPicture => ({
  url: `/api/v2/files/${'a'.repeat(20)}${n}`,
  src: `/api/v2/files/${'a'.repeat(20)}${n}`,
  alt,
});
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('product images field', () => {
  it('uploads several images as product images, after the ones there', async () => {
    URL.createObjectURL = vi.fn((file: File) => `blob:${file.name}`);
    call.mockReset();
    call.mockImplementation(async (_endpoint, { formData }: { formData: FormData }) => ({
      url: `/api/v2/files/${(formData.get('file') as File).name.replace('.png', '').padEnd(20, 'x')}`,
    }));
    render(<Harness initial={[picture(1, 'Side')]} />);
    await userEvent.upload(screen.getByLabelText('Add images'), [png('front.png'), png('back.png')]);
    await waitFor(() => expect(latest).toHaveLength(3));
    expect(call.mock.calls.map(([, { formData }]) => formData.get('purpose'))).toEqual([
      'product_image',
      'product_image',
    ]);
    expect(latest.map((p) => p.src)).toEqual([picture(1).src, 'blob:front.png', 'blob:back.png']);
    expect(screen.getByText(/at most 5 images \(2 more\)/)).toBeTruthy();
  });

  it('refuses more than five images before uploading any', async () => {
    call.mockReset();
    render(<Harness initial={[picture(1), picture(2), picture(3), picture(4)]} />);
    await userEvent.upload(screen.getByLabelText('Add images'), [png('a.png'), png('b.png')]);
    expect(await screen.findByText('A product has at most 5 images')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    expect(latest).toHaveLength(4);
  });

  it('moves, describes and removes images; the first is the cover', async () => {
    render(<Harness initial={[picture(1, 'Side'), picture(2, 'Top'), picture(3, 'Sole')]} />);
    expect((screen.getByRole('button', { name: 'Move cover up' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move image 3 up' }));
    expect(latest.map((p) => p.alt)).toEqual(['Side', 'Sole', 'Top']);
    await userEvent.click(screen.getByRole('button', { name: 'Move cover down' }));
    expect(latest.map((p) => p.alt)).toEqual(['Sole', 'Side', 'Top']);
    const alt = screen.getByLabelText('Alt text of cover');
    await userEvent.clear(alt);
    await userEvent.type(alt, 'The sole');
    expect(latest[0]!.alt).toBe('The sole');
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(latest.map((p) => p.alt)).toEqual(['The sole', 'Top']);
    const list = screen.getByRole('list', { name: 'Product images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
