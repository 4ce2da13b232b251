import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormSkeleton, SkeletonButton } from './form-skeleton';

describe('FormSkeleton', () => {
  it('announces what loads and shows the fields’ words, not controls', () => {
    render(
      <FormSkeleton
        label="Loading the business profile"
        fields={[
          { label: 'Business name' },
          { label: 'Support email', description: 'Where customers write for help.' },
        ]}
      >
        <SkeletonButton />
      </FormSkeleton>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading the business profile');
    expect(screen.getByText('Support email')).toBeTruthy();
    expect(screen.getByText('Where customers write for help.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
