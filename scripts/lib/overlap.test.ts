import { groupOverlap, mainText, maskedWords, overlap, shingles } from './overlap';

describe('masking and shingles', () => {
  it('masks each name as one word, whole words only, longest first', () => {
    expect(maskedWords('Boiler repair in Newark-on-Trent, near Newark.', ['Newark-on-Trent', 'Newark'])).toEqual(['boiler', 'repair', 'in', '§place§', 'near', '§place§']);
    expect(maskedWords('Hullabaloo in Hull', ['Hull'])).toEqual(['hullabaloo', 'in', '§place§']);
  });

  it('makes the 5-word sequences of a text', () => {
    expect([...shingles(['a', 'b', 'c', 'd', 'e', 'f'])]).toEqual(['a b c d e', 'b c d e f']);
    expect(shingles(['a', 'b'])).toEqual(new Set());
  });
});

describe('overlap', () => {
  const page = (text: string, town: string) => shingles(maskedWords(text, [town]));

  it('is 1 for the same text about two towns, and 0 for texts with nothing in common', () => {
    const template = (town: string) => `Our engineers repair boilers in ${town} every day of the week and carry parts on the van.`;
    expect(overlap(page(template('Hull'), 'Hull'), page(template('Goole'), 'Goole'))).toBe(1);
    expect(overlap(page('one two three four five six', 'x'), page('seven eight nine ten eleven twelve', 'y'))).toBe(0);
  });

  it('counts shared sequences over all distinct ones (Jaccard)', () => {
    const a = new Set(['1', '2', '3', '4']);
    const b = new Set(['3', '4', '5', '6', '7', '8']);
    expect(overlap(a, b)).toBeCloseTo(2 / 8);
  });

  it('finds the mean over every pair and the most similar pair', () => {
    const pages = new Map([
      ['x', new Set(['1', '2'])],
      ['y', new Set(['1', '2'])],
      ['z', new Set(['3'])],
    ]);
    const { mean, max } = groupOverlap(pages);
    expect(mean).toBeCloseTo(1 / 3);
    expect(max).toEqual({ a: 'x', b: 'y', score: 1 });
  });
});

it('reads the text of <main> only, without scripts or drawings', () => {
  const html = '<header>Menu</header><main id="m"><h1>Boiler &amp; heating</h1><svg><title>map</title></svg><script>var a=1</script><p>It&#x27;s warm&nbsp;here</p></main><footer>x</footer>';
  expect(mainText(html)).toBe("Boiler & heating It's warm here");
});
