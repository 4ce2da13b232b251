import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PENDING_TRANSFER } from '../../test/transfers';
import { swipeDecision } from './approval-card';
import { ApprovalCard } from './approval-swipe';

const transfer = PENDING_TRANSFER;

describe('ApprovalCard', () => {
  it('shows amount, beneficiary, bank, narration, initiator and when', () => {
    render(<ApprovalCard transfer={transfer} selected={false} onSelectedChange={() => {}} onDecide={() => {}} />);
    const card = screen.getByRole('article', { name: 'NGN 12,500.00' });
    expect(card.textContent).toContain('Ada Okafor');
    expect(card.textContent).toContain('Access Bank · 0690000032');
    expect(card.textContent).toContain('Supplier payment');
    expect(card.textContent).toContain('Mary Member');
    expect(card.textContent).toContain('20th Nov 2026');
  });

  it('says how far a transfer under an approval rule is: "1 of 2 approved, by …"; nothing for one approver', () => {
    const { unmount } = render(
      <ApprovalCard
        transfer={{ ...transfer, required_approvals: 2, approved_by_names: ['Ada Obi'] }}
        selected={false}
        onSelectedChange={() => {}}
        onDecide={() => {}}
      />,
    );
    expect(screen.getByRole('article', { name: 'NGN 12,500.00' }).textContent).toContain('1 of 2 approved, by Ada Obi');
    unmount();
    render(<ApprovalCard transfer={transfer} selected={false} onSelectedChange={() => {}} onDecide={() => {}} />);
    expect(screen.getByRole('article', { name: 'NGN 12,500.00' }).textContent).not.toContain('approved');
  });

  it('has Approve and Reject buttons as the accessible equivalent of the swipe, and a select box', async () => {
    const onDecide = vi.fn();
    const onSelectedChange = vi.fn();
    render(
      <ApprovalCard transfer={transfer} selected={false} onSelectedChange={onSelectedChange} onDecide={onDecide} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve NGN 12,500.00 to Ada Okafor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject NGN 12,500.00 to Ada Okafor' }));
    expect(onDecide.mock.calls).toEqual([['approve'], ['reject']]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select transfer to Ada Okafor' }));
    expect(onSelectedChange).toHaveBeenCalledWith(true);
  });

  it('says a queued decision will be sent when back online, with no actions', () => {
    render(
      <ApprovalCard
        transfer={transfer}
        selected={false}
        onSelectedChange={() => {}}
        onDecide={() => {}}
        queued="queued"
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Will be sent when you are back online');
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('reads a swipe: right approves, left rejects, short or slow springs back', () => {
    expect(swipeDecision(150, 0)).toBe('approve');
    expect(swipeDecision(-150, 0)).toBe('reject');
    expect(swipeDecision(60, 900)).toBe('approve');
    expect(swipeDecision(-60, -900)).toBe('reject');
    expect(swipeDecision(60, 100)).toBeNull();
    expect(swipeDecision(-20, -2000)).toBeNull();
  });
});
