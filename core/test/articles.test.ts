import { describe, expect, it } from 'vitest';
import {
  ARTICLE_CLAIM_SECONDS,
  articlesPerDay,
  countWords,
  defaultArticleImage,
  isAnotherArticlesImage,
  readTime,
  readTimeLabel,
  splitIntro,
} from '../src';

describe('readTime', () => {
  it('is whole minutes plus the remainder scaled to 60 seconds', () => {
    expect(readTime(300)).toEqual({ minutes: 1, secondsLeft: 30, secondsFull: ARTICLE_CLAIM_SECONDS });
    expect(readTime(450)).toEqual({ minutes: 2, secondsLeft: 15, secondsFull: 20 });
    expect(readTime(200)).toEqual({ minutes: 1, secondsLeft: 0, secondsFull: 20 });
    expect(readTime(1)).toEqual({ minutes: 0, secondsLeft: 0, secondsFull: 20 }); // 0.3 s
    expect(readTime(199)).toEqual({ minutes: 0, secondsLeft: 59, secondsFull: 20 }); // 59.7 s: whole seconds, never 60
    expect(readTime(299)).toEqual({ minutes: 1, secondsLeft: 29, secondsFull: 20 }); // 1 min 29.7 s
  });
  it('is zero for an empty or negative length, and the claim still needs 20 s', () => {
    expect(readTime(0)).toEqual({ minutes: 0, secondsLeft: 0, secondsFull: 20 });
    expect(readTime(-50)).toEqual({ minutes: 0, secondsLeft: 0, secondsFull: 20 });
  });
});

describe('readTimeLabel', () => {
  it('rounds to the nearest minute, half a minute up, and never says less than 1', () => {
    expect(readTimeLabel(0)).toBe('1 min read');
    expect(readTimeLabel(99)).toBe('1 min read');
    expect(readTimeLabel(400)).toBe('2 min read');
    expect(readTimeLabel(500)).toBe('3 min read'); // 2 min 30 s
    expect(readTimeLabel(1390)).toBe('7 min read');
  });

  it('agrees with readTime just below each half minute (the card and the page once disagreed here)', () => {
    // 299, 499, 699 words: 1, 2, 3 min and 29.7 s, which is under half a minute.
    expect(readTimeLabel(299)).toBe('1 min read');
    expect(readTimeLabel(499)).toBe('2 min read');
    expect(readTimeLabel(699)).toBe('3 min read');
    expect(readTimeLabel(300)).toBe('2 min read');
    expect(readTimeLabel(700)).toBe('4 min read');
    expect(readTimeLabel(1090)).toBe('5 min read'); // 5 min 27 s
    expect(readTimeLabel(1100)).toBe('6 min read'); // 5 min 30 s
  });
});

describe('countWords', () => {
  it('counts words, not markdown punctuation or images', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\n ')).toBe(0);
    expect(countWords('Fly for less')).toBe(3);
    expect(countWords('## Book early\n\n- **Tuesday** fares\n- _flexible_ dates\n\n> Pack light.')).toBe(8);
    expect(countWords('Before ![a plane over a map](/images/articles/x.svg) after')).toBe(2);
    expect(countWords('See [the guide](https://example.test/guide) now')).toBe(5); // the URL is one word
  });
});

describe('splitIntro', () => {
  it('splits at the first level-2 heading', () => {
    const md = 'First paragraph.\n\nSecond paragraph.\n\n## Tips\n\nBody.\n\n## More\n\nEnd.\n';
    expect(splitIntro(md)).toEqual({
      intro: 'First paragraph.\n\nSecond paragraph.',
      rest: '## Tips\n\nBody.\n\n## More\n\nEnd.',
    });
  });
  it('keeps everything as intro without a level-2 heading', () => {
    expect(splitIntro('  Just one paragraph.\n')).toEqual({ intro: 'Just one paragraph.', rest: '' });
  });
  it('does not split at level-3 headings or a ## inside a line', () => {
    const md = 'Intro with a ## inside.\n\n### Small heading\n\nText.';
    expect(splitIntro(md)).toEqual({ intro: md, rest: '' });
  });
  it('gives an empty intro when the article starts with a heading', () => {
    expect(splitIntro('## Start\n\nText.')).toEqual({ intro: '', rest: '## Start\n\nText.' });
  });
});

describe('articlesPerDay', () => {
  it('is how many whole articles the cap allows', () => {
    expect(articlesPerDay(5, 25)).toBe(5);
    expect(articlesPerDay(10, 25)).toBe(2);
    expect(articlesPerDay(30, 25)).toBe(0);
    expect(articlesPerDay(0, 25)).toBe(0);
  });
});

describe('defaultArticleImage', () => {
  it('is the locally served SVG named after the slug', () => {
    expect(defaultArticleImage('fly-for-less')).toBe('/images/articles/fly-for-less.svg');
  });
});

describe('isAnotherArticlesImage', () => {
  const slugs = [
    'shoulder-season-travel',
    'carry-on-only-travel-hacks',
    'saving-for-a-trip',
    'budgeting-apps-that-stick',
  ];
  it("spots an img that is another article's default picture", () => {
    // The seed once gave shoulder-season-travel the carry-on article's picture, and two more alike.
    const carryOn = '/images/articles/carry-on-only-travel-hacks.svg';
    expect(isAnotherArticlesImage('shoulder-season-travel', carryOn, slugs)).toBe(true);
    const budgeting = '/images/articles/budgeting-apps-that-stick.svg';
    expect(isAnotherArticlesImage('saving-for-a-trip', budgeting, slugs)).toBe(true);
  });
  it("accepts no img, the article's own default, or an image made for it", () => {
    expect(isAnotherArticlesImage('shoulder-season-travel', null, slugs)).toBe(false);
    const own = defaultArticleImage('shoulder-season-travel');
    expect(isAnotherArticlesImage('shoulder-season-travel', own, slugs)).toBe(false);
    expect(isAnotherArticlesImage('saving-for-a-trip', '/images/articles/saving-for-a-trip-cover.svg', slugs)).toBe(
      false,
    );
    expect(isAnotherArticlesImage('saving-for-a-trip', '/images/promo/plane.png', slugs)).toBe(false);
  });
});
