/** @jest-environment jsdom */
import { MODULES, startBehaviours } from './index';

describe('startBehaviours', () => {
  it('starts each behaviour once per element, and one that fails leaves the others working', () => {
    document.body.innerHTML = `<span data-module="countdown" id="a"></span><div data-module="not-found" id="b"><h1>Page Not Found</h1></div>`;
    const countdown = MODULES.find(([name]) => name === 'countdown');
    const notFound = MODULES.find(([name]) => name === 'not-found');
    if (!countdown || !notFound) throw new Error('behaviours missing');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const original = countdown[1];
    countdown[1] = () => {
      throw new Error('broken');
    };
    startBehaviours();
    startBehaviours();
    countdown[1] = original;
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
    expect(document.getElementById('a')?.dataset.moduleStarted).toBe('countdown');
    expect(document.getElementById('b')?.dataset.moduleStarted).toBe('not-found');
  });

  it('starts every behaviour an element names', () => {
    document.body.innerHTML = `<dialog data-module="modal get-help" id="panel"></dialog>`;
    startBehaviours();
    expect(document.getElementById('panel')?.dataset.moduleStarted).toBe('modal get-help');
  });
});
