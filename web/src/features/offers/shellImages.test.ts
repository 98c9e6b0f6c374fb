import { afterEach, describe, expect, it } from 'vitest';
import { showShellOfferImages } from './shellImages';
import { makeOffer, makeOffersPage } from '../../testing/builders';

const listing = (pictures: (string | null)[]) =>
  new Response(
    JSON.stringify({ data: makeOffersPage(pictures.map((preview_url, i) => makeOffer({ id: `o${i}`, preview_url }))) }),
    { headers: { 'content-type': 'application/json' } },
  );

function shell(boxes: number) {
  document.body.innerHTML = `<div id="root">${'<div data-shell-image></div>'.repeat(boxes)}</div>`;
  return Array.from(document.querySelectorAll('[data-shell-image]'));
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const pictureIn = (box: Element) => box.querySelector('img')?.getAttribute('src') ?? null;

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the /offers shell's first pictures", () => {
  it("shows the first offers' pictures in the skeleton's first boxes, at high priority", async () => {
    const boxes = shell(6);
    showShellOfferImages(Promise.resolve(listing(['/a.svg', null, '/c.svg', '/d.svg'])), 3);
    await settle();
    expect(boxes.map(pictureIn)).toEqual(['/a.svg', null, '/c.svg', null, null, null]);
    expect(boxes[0]!.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves the boxes empty when the request failed, and boxes the app has replaced alone', async () => {
    let boxes = shell(3);
    showShellOfferImages(Promise.resolve(new Response('{}', { status: 500 })), 3);
    showShellOfferImages(Promise.reject(new TypeError('offline')), 3);
    await settle();
    expect(boxes.map(pictureIn)).toEqual([null, null, null]);

    boxes = shell(3);
    let answer: (res: Response) => void = () => {};
    showShellOfferImages(new Promise((resolve) => (answer = resolve)), 3);
    await settle();
    document.getElementById('root')!.replaceChildren();
    answer(listing(['/a.svg']));
    await settle();
    expect(pictureIn(boxes[0]!)).toBeNull();
  });
});
