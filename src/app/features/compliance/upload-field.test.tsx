import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type UploadedRef, UploadField } from './upload-field';

const uploaded: string[] = [];
vi.mock('./api', () => ({
  uploadComplianceFile: vi.fn(async (file: File) => {
    uploaded.push(file.name);
    return {
      id: 1,
      name: file.name,
      size: file.size,
      content_type: file.type,
      url: `/api/v2/files/${file.name}`,
      public: false,
      expires_at: null,
    };
  }),
}));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function Harness(props: { mode?: 'replace' | 'append'; maxFiles?: number; maxSizeMb?: number }) {
  const [files, setFiles] = useState<UploadedRef[]>([]);
  return <UploadField id="doc" label="Identity document" files={files} onFinished={setFiles} {...props} />;
}
const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('UploadField (spec 2 upload widget)', () => {
  beforeEach(() => {
    uploaded.length = 0;
  });
  it("refuses a file over the limit with 'File size exceeds {limit}MB' and uploads nothing", async () => {
    render(<Harness maxSizeMb={1} />);
    await userEvent.upload(screen.getByLabelText('Identity document'), file('big.png', 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('File size exceeds 1MB');
    expect(uploaded).toEqual([]);
  });
  it('replace mode: new files become the selection', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Identity document');
    await userEvent.upload(input, file('one.png'));
    await waitFor(() => expect(screen.getByText('one.png')).toBeTruthy());
    await userEvent.upload(input, file('two.png'));
    await waitFor(() => expect(screen.getByText('two.png')).toBeTruthy());
    expect(screen.queryByText('one.png')).toBeNull();
  });
  it('append mode adds only while the count stays under the maximum', async () => {
    render(<Harness mode="append" maxFiles={2} />);
    const input = screen.getByLabelText('Identity document');
    await userEvent.upload(input, [file('a.png'), file('b.png'), file('c.png')]);
    await waitFor(() => expect(screen.getByText('b.png')).toBeTruthy());
    expect(screen.queryByText('c.png')).toBeNull();
    await userEvent.upload(input, file('d.png'));
    expect(screen.getByRole('alert').textContent).toBe('You can add at most 2 files');
    expect(uploaded).toEqual(['a.png', 'b.png']);
  });
});
