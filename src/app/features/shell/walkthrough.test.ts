import { describe, expect, it } from 'vitest';
import { nextSlide, previousSlide, slideControls, walkthroughSlides } from './walkthrough';

describe('walkthrough slides (spec 1 §2)', () => {
  it('has 7 slides with Sales Mode for non-business accounts', () => {
    for (const type of ['individual', 'non-profit', 'events']) {
      expect(walkthroughSlides(type).map((slide) => slide.title)).toEqual([
        'Transactions',
        'Customers',
        'Balance and Settlements',
        'Transfers',
        'Payment Links',
        'Sales Mode',
        'Payment Plans and Subscriptions',
      ]);
    }
  });

  it('has 8 slides for business accounts (and an unset type): POS replaces Sales Mode', () => {
    for (const type of ['business', null, '']) {
      const titles = walkthroughSlides(type).map((slide) => slide.title);
      expect(titles).toHaveLength(8);
      expect(titles).not.toContain('Sales Mode');
      expect(titles.slice(5)).toEqual(['Point of Sales (POS)', 'Payment Plans', 'Subscriptions']);
      expect(new Set(titles).size).toBe(8);
    }
  });

  it('wraps the arrows around', () => {
    expect(nextSlide(0, 8)).toBe(1);
    expect(nextSlide(7, 8)).toBe(0);
    expect(previousSlide(0, 7)).toBe(6);
    expect(previousSlide(3, 7)).toBe(2);
  });

  it('hides previous on the first slide and next on the last; Close only on the last', () => {
    expect(slideControls(0, 8)).toEqual({
      showPrevious: false,
      showNext: true,
      dismissLabel: "I don't need this",
      counter: 'Slide 1 of 8',
    });
    expect(slideControls(3, 8)).toMatchObject({
      showPrevious: true,
      showNext: true,
      dismissLabel: "I don't need this",
    });
    expect(slideControls(7, 8)).toEqual({
      showPrevious: true,
      showNext: false,
      dismissLabel: 'Close',
      counter: 'Slide 8 of 8',
    });
  });
});
