import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfoTip } from './info-tip';

describe('InfoTip (the tooltip widget)', () => {
  it('describes its trigger for screen readers, opens on tap, closes on Escape, with the secure footer', () => {
    const { container } = render(
      <InfoTip label="Why we ask for a BVN" securedBy="Paydesk">
        It confirms the name on the account.
      </InfoTip>,
    );
    const trigger = screen.getByRole('button', { name: 'Why we ask for a BVN' });
    expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    expect(screen.getByRole('tooltip').textContent).toBe('It confirms the name on the account.Secured by Paydesk');
    const tip = container.querySelector('.info-tip')!;
    expect(tip.hasAttribute('data-open')).toBe(false);
    // A tap (no hover on touch screens) opens it; Escape hides it.
    fireEvent.click(trigger);
    expect(tip.hasAttribute('data-open')).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(tip.hasAttribute('data-open')).toBe(false);
    expect(tip.hasAttribute('data-dismissed')).toBe(true);
  });

  it('can open from a caption instead of the icon, with no footer', () => {
    render(
      <InfoTip label="Fees" caption="How fees work">
        1.4 % per payment.
      </InfoTip>,
    );
    expect(screen.getByRole('button', { name: 'How fees work' })).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe('1.4 % per payment.');
  });
});
