import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeMember, makeOffer, makeOffersPage, makeSurveyActivity } from '../../testing/builders';
import { LocationProbe } from '../../testing/LocationProbe';
import { renderWithProviders } from '../../testing/renderWithProviders';
import SurveyPage from './SurveyPage';

const OUR_WALL = 'http://127.0.0.1:9400/surveys/wall?app_id=24601&ext_user_id=u1&secure_hash=abc';
/** What each call asked (path and url query). */
const asked: Array<{ path: string; url: string | null }> = [];
let wallAnswer: [number, unknown] = [200, { data: { url: OUR_WALL, host: '127.0.0.1:9400' } }];
let activityItems = [makeSurveyActivity()];
/** The offers listing's tags asked for, and its answer (the survey offers under the wall). */
const offersTags: string[] = [];
let surveyOffers = [makeOffer({ id: 'svy-1', name: 'Quick poll on travel', tags: ['category:survey'] })];
const refreshUser = vi.fn(async () => null);

beforeEach(() => {
  asked.length = 0;
  wallAnswer = [200, { data: { url: OUR_WALL, host: '127.0.0.1:9400' } }];
  activityItems = [makeSurveyActivity()];
  offersTags.length = 0;
  surveyOffers = [makeOffer({ id: 'svy-1', name: 'Quick poll on travel', tags: ['category:survey'] })];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input));
      asked.push({ path: url.pathname, url: url.searchParams.get('url') });
      if (url.pathname === '/api/surveys/wall') {
        const [status, body] = url.searchParams.get('url') ? wallAnswer : [200, { data: { url: OUR_WALL, host: '127.0.0.1:9400' } }];
        return Response.json(body, { status });
      }
      if (url.pathname === '/api/surveys/activity') return Response.json({ data: activityItems });
      if (url.pathname === '/api/swaarm/offers') {
        offersTags.push(url.searchParams.get('tags') ?? '');
        return Response.json({ data: makeOffersPage(surveyOffers) });
      }
      return Response.json({ message: 'unexpected', code: 'internal' }, { status: 500 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage(path = '/survey') {
  return renderWithProviders(
    <>
      <SurveyPage />
      <LocationProbe />
    </>,
    { user: makeMember({ uid: 'u1', total_coins: 500 }), session: { refreshUser }, route: path },
  );
}

const activityCalls = () => asked.filter((a) => a.path === '/api/surveys/activity').length;

describe('SurveyPage', () => {
  it('asks for our wall without a link, and frames what the server answers', async () => {
    renderPage();
    expect(await screen.findByTitle('Survey wall')).toHaveAttribute('src', OUR_WALL);
    expect(asked.find((a) => a.path === '/api/surveys/wall')).toEqual({ path: '/api/surveys/wall', url: null });
    expect(await screen.findByText('Travel habits')).toBeInTheDocument();
  });

  it("passes the page's url to the server and frames the server's URL, never the link itself", async () => {
    const link = 'https://offers.cpx-research.com/index.php?ext_user_id=someone-else';
    const framed = 'https://offers.cpx-research.com/index.php?app_id=24601&ext_user_id=u1&secure_hash=abc';
    wallAnswer = [200, { data: { url: framed, host: 'offers.cpx-research.com' } }];
    renderPage(`/survey?url=${encodeURIComponent(link)}`);
    expect(await screen.findByTitle('Survey wall')).toHaveAttribute('src', framed);
    expect(asked.find((a) => a.path === '/api/surveys/wall')!.url).toBe(link);
  });

  it('refuses a link off the allow-list and opens our own wall from the button, keeping other parameters', async () => {
    wallAnswer = [400, { code: 'surveys/host-not-allowed', message: 'This survey wall is not one of our partners' }];
    renderPage(`/survey?url=${encodeURIComponent('https://evil.example/')}&utm_source=mail`);
    expect(await screen.findByText('This survey wall is not one of our partners')).toBeInTheDocument();
    expect(screen.queryByTitle('Survey wall')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open our survey wall' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/survey?utm_source=mail'));
    expect(await screen.findByTitle('Survey wall')).toHaveAttribute('src', OUR_WALL);
  });

  it("shows an unverified member the server's message, without signing them out", async () => {
    wallAnswer = [403, { code: 'auth/email-not-verified', message: 'Email not verified' }];
    renderPage(`/survey?url=${encodeURIComponent('https://offers.cpx-research.com/index.php')}`);
    expect(await screen.findByText('Email not verified')).toBeInTheDocument();
  });

  it('refreshes the balance and the activity when the page gets focus back, and the activity when the balance moves', async () => {
    const page = renderPage();
    await screen.findByText('Travel habits');
    const before = activityCalls();

    activityItems = [makeSurveyActivity({ name: 'Streaming and TV', pilot_miles: 98 }), ...activityItems];
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Streaming and TV')).toBeInTheDocument();
    expect(activityCalls()).toBe(before + 1);

    activityItems = [makeSurveyActivity({ name: 'Grocery shopping', pilot_miles: 42 }), ...activityItems];
    page.rerenderAs(makeMember({ uid: 'u1', total_coins: 598 }));
    expect(await screen.findByText('Grocery shopping')).toBeInTheDocument();
    expect(activityCalls()).toBe(before + 2);
  });

  it("lists the survey offers under the wall: 'Take Surveys' is one place with both", async () => {
    renderPage();
    expect(await screen.findByTitle('Survey wall')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'More paid surveys' });
    const list = await within(section).findByRole('list', { name: 'Survey offers' });
    expect(within(list).getByText('Quick poll on travel')).toBeInTheDocument();
    expect(offersTags).toEqual(['category:survey']);
    // The wall comes first.
    const wall = screen.getByTitle('Survey wall');
    expect(wall.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Search and sort them' })).toHaveAttribute('href', '/offers?category=Surveys');
  });

  it('says when there are no survey offers, pointing back to the wall', async () => {
    surveyOffers = [];
    renderPage();
    expect(await screen.findByText('No survey offers right now. The wall above always has surveys.')).toBeInTheDocument();
  });
});
