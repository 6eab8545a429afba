/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useBrowserValue } from './use-browser-value';

function Probe({ read }: { read: () => string | null | Promise<string | null> }) {
  const value = useBrowserValue(read);
  return <p>{value === undefined ? 'waiting' : value === null ? 'nothing saved' : value}</p>;
}

describe('useBrowserValue', () => {
  it('renders nothing read on the server, so hydration matches', () => {
    const read = jest.fn(() => 'saved quote');
    expect(renderToString(<Probe read={read} />)).toContain('waiting');
    expect(read).not.toHaveBeenCalled();
  });

  it('reads once after mounting, and not again on later renders', async () => {
    const read = jest.fn(() => 'saved quote');
    // A new closure each render, as a component passes one.
    const { rerender } = render(<Probe read={() => read()} />);
    expect(await screen.findByText('saved quote')).toBeTruthy();
    await act(async () => rerender(<Probe read={() => read()} />));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('takes a value that needs a module loaded first once its promise resolves, still "not read yet" until then', async () => {
    let resolve: (value: string) => void = () => undefined;
    render(<Probe read={() => new Promise<string>((settle) => (resolve = settle))} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => resolve('saved quote'));
    expect(screen.getByText('saved quote')).toBeTruthy();
  });

  it('tells "nothing there" (null) apart from "not read yet" (undefined)', async () => {
    render(<Probe read={() => null} />);
    expect(await screen.findByText('nothing saved')).toBeTruthy();
  });
});
