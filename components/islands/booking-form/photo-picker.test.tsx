/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MAX_PHOTOS, PHOTO_MESSAGES } from '@/lib/shared/forms/photos';
import PhotoPicker from './photo-picker';
import type { PickedPhoto } from './picked-photo';

// Judging and redrawing a file needs the browser's image decoder (createImageBitmap, canvas),
// which jsdom has not: the real thing runs in the e2e booking test. Here a file is a photo unless
// its name says it is a program, so this tests what the picker does with the answers.
jest.mock('./prepare-photo', () => ({
  preparePhoto: async (file: File, kind: string) =>
    file.name.startsWith('setup') ? { problem: jest.requireActual('@/lib/shared/forms/photos').PHOTO_MESSAGES.notAPhoto } : { photo: { kind, type: 'jpeg', blob: file }, drawn: false },
}));

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
const program = (name: string) => new File([new Uint8Array([0x4d, 0x5a])], name, { type: 'image/jpeg' });

function Harness() {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  return <PhotoPicker idPrefix="p" photos={photos} setPhotos={setPhotos} />;
}

/** Chooses files and waits until the picker has judged them all (it reads their bytes first). */
async function choose(...files: File[]) {
  const input = screen.getByLabelText(/^Add (more )?photos$/);
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/photos added\.$/));
}

describe('photo picker', () => {
  it('adds photos with what each shows, and names a file it refuses with the reason', async () => {
    render(<Harness />);
    await choose(jpeg('boiler.jpg'), program('setup.jpg'), jpeg('flue.jpg'));
    const list = screen.getByRole('list', { name: 'Photos to send' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByLabelText('Photo 1 shows')).toHaveValue('boiler');
    expect(screen.getByRole('alert')).toHaveTextContent(`setup.jpg: ${PHOTO_MESSAGES.notAPhoto}`);
    expect(screen.getByRole('status')).toHaveTextContent(`2 of ${MAX_PHOTOS} photos added.`);
  });

  it(`stops at ${MAX_PHOTOS} photos and says so`, async () => {
    render(<Harness />);
    await choose(...Array.from({ length: MAX_PHOTOS + 1 }, (_, i) => jpeg(`photo-${i}.jpg`)));
    expect(within(screen.getByRole('list', { name: 'Photos to send' })).getAllByRole('listitem')).toHaveLength(MAX_PHOTOS);
    expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.tooMany);
  });

  it('removes a photo from the keyboard, says how many are left and moves focus to the next remove button', async () => {
    render(<Harness />);
    await choose(jpeg('a.jpg'), jpeg('b.jpg'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Remove photo 1/ })));
    expect(screen.getByRole('status')).toHaveTextContent(`Photo 1 removed. 1 of ${MAX_PHOTOS} photos added.`);
    expect(screen.getByRole('button', { name: /^Remove photo 1/ })).toHaveFocus();
  });
});
