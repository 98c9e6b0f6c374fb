// @vitest-environment jsdom
// jsdom, as DOMPurify needs a browser-like DOM: under happy-dom it passes markup through unsanitised.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ArticleView, type ArticleClaim } from './ArticleView';
import { makeArticle } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { Article } from '@pilotmiles/core';
import { articleAds, DAILY_CHALLENGE_PROMO, type ArticleAds, type HousePromo } from './housePromos';

afterEach(cleanup);

const claimProps: ArticleClaim = {
  kind: 'claim',
  perArticle: 10,
  unlockAt: Date.now() + 20_000,
  claimed: false,
  busy: false,
  onClaim: () => {},
};

const renderView = (a: Article = makeArticle(), claim: ArticleClaim = { kind: 'none' }, ads?: ArticleAds) =>
  renderWithProviders(<ArticleView article={a} claim={claim} ads={ads} />);

const promo = (id: string): HousePromo => ({
  id,
  title: `Promo ${id}`,
  text: 'Something true and useful.',
  action: { label: `Go ${id}`, to: `/${id}` },
});

const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('ArticleView', () => {
  it('shows title, date and read time, then intro, image, ad slot, the rest and a second ad slot', () => {
    renderView(makeArticle(), { kind: 'none' }, { afterImage: promo('first'), end: promo('second') });
    expect(screen.getByRole('heading', { level: 1, name: 'Fly for Less' })).toBeInTheDocument();
    expect(screen.getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('5 min read')).toBeInTheDocument();

    const intro = screen.getByTestId('article-intro');
    const image = screen.getByRole('img', { name: 'Fly for Less' });
    const ad1 = screen.getByRole('complementary', { name: 'Promo first' });
    const ad2 = screen.getByRole('complementary', { name: 'Promo second' });
    const rest = screen.getByTestId('article-rest');
    expect(intro).toHaveTextContent('Intro paragraph about flights.');
    expect(intro).not.toHaveTextContent('Book early');
    expect(rest.querySelectorAll('h2')).toHaveLength(2);
    expect(rest).toHaveTextContent('Rest of the story.');
    for (const [a, b] of [
      [intro, image],
      [image, ad1],
      [ad1, rest],
      [rest, ad2],
    ])
      expect(follows(a, b)).toBe(true);
    expect(ad1).toHaveTextContent('From PilotMiles');
    expect(within(ad2).getByRole('link', { name: 'Go second' })).toHaveAttribute('href', '/second');
  });

  it('renders no ad slot at all when a slot has nothing (no empty Advertisement box)', () => {
    renderView();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ad-slot')).not.toBeInTheDocument();
    expect(screen.queryByText(/advertisement/i)).not.toBeInTheDocument();
  });

  it('gives a member the daily challenge after the article, and a visitor no promotion', () => {
    renderView(makeArticle(), claimProps, articleAds('member'));
    const slots = screen.getAllByTestId('ad-slot');
    expect(slots).toHaveLength(1);
    expect(follows(screen.getByTestId('article-rest'), slots[0])).toBe(true);
    expect(slots[0]).toHaveTextContent(DAILY_CHALLENGE_PROMO.title);
    expect(within(slots[0]).getByRole('link', { name: "See today's challenge" })).toHaveAttribute(
      'href',
      '/daily-challenge',
    );
    cleanup();
    renderView(makeArticle(), { kind: 'visitor' }, articleAds('visitor'));
    expect(screen.queryByTestId('ad-slot')).not.toBeInTheDocument();
  });

  it('says the same read time as the article cards (core readTimeLabel), e.g. 299 words is 1 min', () => {
    renderView(makeArticle({ content_length: 299 }));
    expect(screen.getByText('1 min read')).toHaveAttribute('title', '1 min 29 s');
  });

  it('uses the default image named after the slug when the article has none', () => {
    renderView(makeArticle({ slug: 'budget-basics', img: null }));
    expect(screen.getByRole('img', { name: 'Fly for Less' })).toHaveAttribute(
      'src',
      '/images/articles/budget-basics.svg',
    );
  });

  it('hides the image when it cannot load', () => {
    renderView(makeArticle({ img: null }));
    fireEvent.error(screen.getByRole('img', { name: 'Fly for Less' }));
    expect(screen.queryByRole('img', { name: 'Fly for Less' })).not.toBeInTheDocument();
  });

  it('removes scripts, event handlers and javascript: links from the markdown', () => {
    const content = [
      'Hello <script>window.__pwned = true</script> **bold** <img src="x.png" onerror="window.__pwned = true">',
      '',
      '[bad](javascript:alert(1)) [site](https://example.com) [inside](/articles)',
      '',
      '## Part two',
      '',
      '<a href="#" onclick="alert(1)">click</a> <iframe src="https://evil.test"></iframe>',
    ].join('\n');
    const { container } = renderView(makeArticle({ content }));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelectorAll('[onerror], [onclick]')).toHaveLength(0);
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(screen.getByText('bad')).not.toHaveAttribute('href', expect.stringMatching(/javascript/i));
    const external = screen.getByRole('link', { name: 'site' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'inside' })).not.toHaveAttribute('target');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('does not repeat the title when the markdown starts with it', () => {
    renderView(makeArticle({ content: '# Fly for Less\n\nIntro.\n\n## Next\n\nMore.' }));
    expect(screen.getAllByRole('heading', { name: 'Fly for Less' })).toHaveLength(1);
  });

  it('puts an article without level-2 headings all in the intro', () => {
    renderView(makeArticle({ content: 'Just one part.' }));
    expect(screen.getByTestId('article-intro')).toHaveTextContent('Just one part.');
    expect(screen.queryByTestId('article-rest')).not.toBeInTheDocument();
    expect(screen.queryByTestId('article-rest')).not.toBeInTheDocument();
  });

  it('invites a visitor to sign in, with no claim banner', () => {
    renderView(makeArticle(), { kind: 'visitor' });
    expect(screen.getByText('Sign in to earn PilotMiles for reading')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(screen.queryByRole('button', { name: 'Claim Article' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows the claim banner to a member below the cap', () => {
    renderView(makeArticle(), claimProps);
    expect(screen.getByRole('region', { name: 'Article reward' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim Article' })).toBeDisabled();
  });

  it('shows no banner and no claim button at the daily limit', () => {
    renderView(makeArticle(), { kind: 'limit' });
    expect(screen.queryByRole('region', { name: 'Article reward' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim Article' })).not.toBeInTheDocument();
    expect(screen.queryByText('Sign in to earn PilotMiles for reading')).not.toBeInTheDocument();
  });
});
