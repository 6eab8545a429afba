import { COPY_MESSAGES, copyLink } from './clipboard';

it('says the link was copied, or how to copy it by hand when the browser refuses or has no clipboard', async () => {
  const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
  expect(await copyLink('https://example.co.uk/', { writeText })).toBe(COPY_MESSAGES.copied);
  expect(writeText).toHaveBeenCalledWith('https://example.co.uk/');
  expect(await copyLink('https://example.co.uk/', { writeText })).toBe(COPY_MESSAGES.failed);
  expect(await copyLink('https://example.co.uk/', undefined)).toBe(COPY_MESSAGES.failed);
});
