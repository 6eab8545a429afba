/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { UrlGenerator } from './url-generator';

const services = [
  { slug: 'boiler-repair', name: 'Boiler Repair' },
  { slug: 'oil-boiler-installation', name: 'Oil Boiler Installation' },
];
const locations = [
  { slug: 'grimsby', name: 'Grimsby' },
  { slug: 'louth', name: 'Louth' },
];

function setUp() {
  render(<UrlGenerator idPrefix="link" siteUrl="https://www.example.co.uk" services={services} locations={locations} />);
  return { link: screen.getByLabelText('Your link') as HTMLInputElement };
}

describe('campaign link generator', () => {
  it('builds the link of the chosen service in the chosen town', () => {
    const { link } = setUp();
    expect(link.value).toBe('https://www.example.co.uk/boiler-repair-in-grimsby/');
    fireEvent.change(screen.getByLabelText('Service'), { target: { value: 'oil-boiler-installation' } });
    fireEvent.change(screen.getByLabelText('Town'), { target: { value: 'louth' } });
    expect(link.value).toBe('https://www.example.co.uk/oil-boiler-installation-in-louth/');
  });

  it('adds the UTM parameters that are filled in, and only those', () => {
    const { link } = setUp();
    fireEvent.change(screen.getByLabelText(/UTM source/), { target: { value: 'facebook' } });
    fireEvent.change(screen.getByLabelText(/UTM campaign/), { target: { value: 'Winter Boilers' } });
    const url = new URL(link.value);
    expect(url.searchParams.get('utm_source')).toBe('facebook');
    // Tidied as analytics tools group them: lower case, spaces to hyphens.
    expect(url.searchParams.get('utm_campaign')).toBe('winter-boilers');
    expect(url.searchParams.has('utm_medium')).toBe(false);
  });

  it('says whether the link was copied', async () => {
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.assign(navigator, { clipboard: { writeText } });
    const { link } = setUp();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(link.value);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy automatically: select the link and copy it.');
  });
});
