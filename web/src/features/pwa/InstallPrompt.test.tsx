import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@pilotmiles/core';
import { stubNotification } from '../../lib/push/testing';
import { rememberNotNow } from '../../lib/push/storage';
import { makeMember } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { listenForInstallOffer, resetInstallOfferForTests, type BeforeInstallPromptEvent } from './installOffer';

const mocks = vi.hoisted(() => ({ modal: null as string | null }));
vi.mock('../../components/modals/modalStore', () => ({ useModalState: () => mocks.modal }));

const { InstallPrompt } = await import('./InstallPrompt');
const TITLE = 'Install PilotMiles';

let user: User | null;

/** What Chromium fires once the app can be installed; `outcome` is the member's answer in its dialog. */
function browserOffersInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => void window.dispatchEvent(event));
  return { event, prompt };
}

const renderAt = (path = '/dashboard') => renderWithProviders(<InstallPrompt />, { user, route: path });

beforeEach(() => {
  resetInstallOfferForTests();
  listenForInstallOffer();
  user = makeMember({ uid: 'u1', has_earned: true });
  mocks.modal = null;
  stubNotification('granted'); // the push question is answered
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('InstallPrompt: when to offer', () => {
  it("holds the browser's own banner back and offers it to a member who has earned", () => {
    renderAt();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    const { event } = browserOffersInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('region', { name: TITLE })).toBeInTheDocument();
  });

  const arrangements: Array<[string, () => void, string]> = [
    [
      'a member who has not earned yet (the welcome bonus only)',
      () => void (user = makeMember({ uid: 'u1', has_earned: false })),
      '/dashboard',
    ],
    ['a signed-out visitor', () => void (user = null), '/dashboard'],
    ['the landing page', () => undefined, '/'],
    ['a sign-in page', () => undefined, '/auth/signin'],
    ['over a modal', () => void (mocks.modal = 'DailyBonus'), '/dashboard'],
    ['while the push question is open', () => void stubNotification('default'), '/dashboard'],
  ];
  it.each(arrangements)('never offers for %s', (_name, arrange, path) => {
    arrange();
    renderAt(path);
    browserOffersInstall();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('offers once the push question was put off', () => {
    stubNotification('default');
    rememberNotNow('u1');
    renderAt();
    browserOffersInstall();
    expect(screen.getByText(TITLE)).toBeInTheDocument();
  });

  it('never offers without the browser offering (installed already, or a browser that cannot)', () => {
    renderAt();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('offline, it waits', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt();
    browserOffersInstall();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('InstallPrompt: answers', () => {
  it("'Install' opens the browser's dialog; after it, the card is gone and stays gone", async () => {
    const view = renderAt();
    const { prompt } = browserOffersInstall('accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    view.unmount();
    renderAt();
    browserOffersInstall();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it("'Not now' is remembered on this device", async () => {
    const view = renderAt();
    const { prompt } = browserOffersInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt).not.toHaveBeenCalled();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    view.unmount();
    renderAt();
    browserOffersInstall();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('a no in the browser dialog is remembered too', async () => {
    const view = renderAt();
    browserOffersInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    view.unmount();
    renderAt();
    browserOffersInstall();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });
});
