import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultArticleImage } from '@pilotmiles/core';
import { loadAppAfterFirstScreen, showShellContent } from './firstScreen';
import { articlePictures, articleShellText } from '../features/articles/shellImages';
import { offerPictures } from '../features/offers/shellImages';
import { sweepstakePictures } from '../features/sweepstakes/shellImages';
import { makeOffer, makeOffersPage } from '../testing/builders';

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
  document.head.querySelectorAll('link, script').forEach((el) => el.remove());
  delete window.pmFirstScreen;
});

describe("a shell's first pictures", () => {
  it("shows the first items' pictures in the skeleton's first boxes, at high priority", async () => {
    const boxes = shell(6);
    showShellContent(Promise.resolve(listing(['/a.svg', null, '/c.svg', '/d.svg'])), offerPictures, 3);
    await settle();
    expect(boxes.map(pictureIn)).toEqual(['/a.svg', null, '/c.svg', null, null, null]);
    expect(boxes[0]!.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves the boxes empty when the request failed, and boxes the app has replaced alone', async () => {
    let boxes = shell(3);
    showShellContent(Promise.resolve(new Response('{}', { status: 500 })), offerPictures, 3);
    showShellContent(Promise.reject(new TypeError('offline')), offerPictures, 3);
    await settle();
    expect(boxes.map(pictureIn)).toEqual([null, null, null]);
    await expect(window.pmFirstScreen).resolves.toEqual([]);

    boxes = shell(3);
    let answer: (res: Response) => void = () => {};
    showShellContent(new Promise((resolve) => (answer = resolve)), offerPictures, 3);
    await settle();
    document.getElementById('root')!.replaceChildren();
    answer(listing(['/a.svg']));
    await settle();
    expect(pictureIn(boxes[0]!)).toBeNull();
  });

  it('tells the loader once the pictures have loaded or failed', async () => {
    const boxes = shell(2);
    showShellContent(Promise.resolve(listing(['/a.svg', '/b.svg'])), offerPictures, 2);
    let done = false;
    void window.pmFirstScreen!.then(() => (done = true));
    await settle();
    boxes[0]!.querySelector('img')!.dispatchEvent(new Event('load'));
    await settle();
    expect(done).toBe(false);
    boxes[1]!.querySelector('img')!.dispatchEvent(new Event('error'));
    await settle();
    expect(done).toBe(true);
    expect(pictureIn(boxes[1]!)).toBeNull();
  });

  it('finds the pictures each listing card shows', () => {
    expect(
      articlePictures([
        { slug: 'a', img: '/x.png' },
        { slug: 'fly-for-less', img: null },
      ]),
    ).toEqual({ pictures: ['/x.png', defaultArticleImage('fly-for-less')] });
    expect(sweepstakePictures({ items: [{ image_url: '/s.svg' }] })).toEqual({ pictures: ['/s.svg'] });
    expect(offerPictures(null)).toEqual({ pictures: [] });
    expect(articlePictures(null)).toEqual({ pictures: [] });
  });
});

describe("an article shell's first paragraph", () => {
  const text = (content: string, title = 'Fly for Less') => articleShellText({ title, content }).texts;

  it("is the intro's first paragraph as plain text, without a leading title", () => {
    expect(
      text('# Fly for Less\n\nAirfare **feels** random,\nbut [it is not](/articles/x) `ever`.\n\nSecond.\n\n## More'),
    ).toEqual({ title: 'Fly for Less', intro: 'Airfare feels random, but it is not ever.' });
  });

  it('waits for the app when the paragraph is anything but plain text', () => {
    for (const content of [
      '## Tips\n\nText',
      '- one\n- two',
      '1. one',
      '> quoted',
      '![pic](/a.png)',
      'Tom &amp; Jerry',
      '<b>x</b>',
    ])
      expect(text(content).intro).toBeNull();
    expect(articleShellText(null)).toEqual({ texts: {} });
  });

  it("fills the shell's slots when the article arrives", async () => {
    document.body.innerHTML =
      '<div id="root"><h1 data-shell-text="title"><span>…</span></h1><p data-shell-text="intro"></p></div>';
    const article = { title: 'Fly for Less', content: 'Airfare feels random.' };
    showShellContent(Promise.resolve(new Response(JSON.stringify({ data: article }))), articleShellText, 0);
    await window.pmFirstScreen;
    expect(document.querySelector('h1')).toHaveTextContent(/^Fly for Less$/);
    expect(document.querySelector('p')).toHaveTextContent(/^Airfare feels random\.$/);
  });
});

describe("the app's scripts in a prerendered page", () => {
  // happy-dom loads no script files; it need not say so.
  beforeAll(() => {
    (
      window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
    ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  });
  const appScripts = () => {
    document.body.innerHTML = `<script type="application/json" id="pm-app-scripts">["/assets/react.js","/assets/index.js"]</script>`;
  };
  /** Fake timers, and the page's first paint as the test's to report (a PerformanceObserver stub). */
  const paintObserved = () => {
    vi.useFakeTimers();
    let report: () => void = () => {};
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    return () => report();
  };
  const started = () => ({
    preloads: Array.from(document.head.querySelectorAll('link[rel=modulepreload]')).map((l) => l.getAttribute('href')),
    entry: document.head.querySelector('script[type=module]')?.getAttribute('src') ?? null,
  });

  it('start once the first screen is painted and its pictures are in', async () => {
    const painted = paintObserved();
    let picturesIn: () => void = () => {};
    window.pmFirstScreen = new Promise<void>((resolve) => (picturesIn = resolve));
    appScripts();
    loadAppAfterFirstScreen(1500);
    await vi.advanceTimersByTimeAsync(100);
    expect(started().entry).toBeNull();
    painted();
    await vi.advanceTimersByTimeAsync(100);
    expect(started().entry).toBeNull();
    picturesIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(started()).toEqual({ preloads: ['/assets/react.js'], entry: '/assets/index.js' });
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('wait for the pictures at most a while, and not at all when the markup is hidden', async () => {
    const painted = paintObserved();
    window.pmFirstScreen = new Promise<void>(() => {});
    appScripts();
    loadAppAfterFirstScreen(1500);
    painted();
    await vi.advanceTimersByTimeAsync(1499);
    expect(started().entry).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(started().entry).toBe('/assets/index.js');
    expect(document.head.querySelectorAll('script[type=module]')).toHaveLength(1);
    vi.unstubAllGlobals();
    vi.useRealTimers();

    document.head.querySelectorAll('link, script').forEach((el) => el.remove());
    document.documentElement.classList.add('pm-no-prerender');
    appScripts();
    loadAppAfterFirstScreen(1500);
    expect(started().entry).toBe('/assets/index.js');
    document.documentElement.classList.remove('pm-no-prerender');
  });
});
