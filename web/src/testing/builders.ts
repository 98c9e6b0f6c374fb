/** Test data for component and unit tests: each builder fills a valid record, `over` changes fields. */
import type { Article, ArticleHeader, Reward, Transaction } from '@pilotmiles/core';

let seq = 0;

/** A ledger entry, with a fresh id and description each call. */
export function makeTransaction(over: Partial<Transaction> = {}): Transaction {
  seq += 1;
  return {
    id: `tx-${seq}`,
    type: 'offer',
    amount: 100,
    description: `Entry ${seq}`,
    balance_after: 1000,
    day_key: '2026-11-21',
    created_at: '2026-11-21T12:00:00.000Z',
    ...over,
  };
}

export const makeArticleHeader = (over: Partial<ArticleHeader> = {}): ArticleHeader => ({
  slug: 'fly-for-less',
  title: 'Fly for Less',
  date: '2026-03-04',
  excerpt: 'How to find cheap flights without the stress.',
  img: '/images/articles/fly-for-less.jpg',
  content_length: 900,
  ...over,
});

export const makeArticle = (over: Partial<Article> = {}): Article => ({
  slug: 'fly-for-less',
  title: 'Fly for Less',
  date: '2026-03-04',
  content: 'Intro paragraph about flights.\n\n## Book early\n\nRest of the story.\n\n## Be flexible\n\nEven more.',
  content_length: 900,
  img: '/images/articles/fly-for-less.jpg',
  ...over,
});

/** An Amazon.com gift card in fixed values (the rewards screens and the partner portal's). */
export const makeReward = (over: Partial<Reward> = {}): Reward => ({
  id: 'amazon-us',
  name: 'Amazon.com Gift Card',
  brand: 'Amazon',
  category: 'gift-card',
  description: 'Shop millions of items on Amazon.com.',
  terms: 'Redeemable only on Amazon.com.',
  image_url: '/images/rewards/amazon-us.svg',
  countries: ['US'],
  denominations: { kind: 'fixed', values: [5, 10, 25, 50] },
  pm_per_dollar: 100,
  delivery: 'code',
  featured: true,
  active: true,
  sort_order: 1,
  ...over,
});
