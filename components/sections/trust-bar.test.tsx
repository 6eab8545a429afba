/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { ExternalReviews } from '@/content/schemas';
import { TrustBar } from './trust-bar';

const COUNT_ONLY: ExternalReviews = { name: 'Google', url: 'https://g.page/r/example-profile', reviewCount: 1234, checkedOn: '2026-11-28' };
const GOOGLE: ExternalReviews = { ...COUNT_ONLY, averageRating: 4.8 };

const strip = () => screen.getByRole('region', { name: 'Why home owners trust us' });
const items = () => within(strip()).getAllByRole('listitem').map((item) => item.textContent);

describe('the trust bar', () => {
  it('with no source of review figures (the default), shows the claims and no rating, count or review at all', () => {
    render(<TrustBar reviews={null} />);
    expect(items()).toEqual(['Gas Safe registered engineers', 'Up to 15 year warranty on selected boilers', 'Next day installation available', 'Fixed price, 0% APR available']);
    expect(strip().textContent).not.toMatch(/review|rating|star|customers|\d\s*out of 5/i);
    expect(within(strip()).queryByRole('link')).toBeNull();
  });

  it('with a public source, shows its count and average, the source as a link to its page and the month they were read', () => {
    render(<TrustBar reviews={GOOGLE} />);
    expect(items()).toHaveLength(5);
    expect(items()).toContain('1,234 reviews on Google, averaging 4.8 out of 5, as of November 2026');
    expect(within(strip()).getByRole('link', { name: 'Google' })).toHaveAttribute('href', GOOGLE.url);
  });

  it('with no average given, shows the count alone; one review is "review"', () => {
    const { unmount } = render(<TrustBar reviews={COUNT_ONLY} />);
    expect(items()).toContain('1,234 reviews on Google, as of November 2026');
    expect(strip().textContent).not.toMatch(/out of 5/);
    unmount();
    render(<TrustBar reviews={{ ...COUNT_ONLY, name: 'Trustpilot', url: 'https://uk.trustpilot.com/review/example', reviewCount: 1, checkedOn: '2027-01-01' }} />);
    expect(items()).toContain('1 review on Trustpilot, as of January 2027');
    expect(within(strip()).getByRole('link', { name: 'Trustpilot' })).toHaveAttribute('href', 'https://uk.trustpilot.com/review/example');
  });
});
