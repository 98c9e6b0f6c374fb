import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  CpBrandRewardsView,
  CpClaimRewardView,
  CpOfferWallView,
  CpSuccessView,
  NO_BRAND_OFFERS,
  NO_BRAND_REWARDS,
  REWARD_NOT_FOUND,
} from './CpViews';
import { CpLandingView } from './CpLandingView';
import { makePortalBrand, makePortalOffer, makeReward } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

const wrap = (ui: ReactElement) => renderWithProviders(ui);
const paths = { signUp: '/cp/rewards/signup?brand=skyway', offerWall: '/ow', howToEarn: '/hte', myRewards: '/mr' };

describe('CpLandingView', () => {
  it("shows the brand's headline, a join button for visitors and previews", () => {
    wrap(<CpLandingView brand={makePortalBrand()} signedIn={false} paths={paths} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Earn miles with SkyWay' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join SkyWay Rewards' }).getAttribute('href')).toBe(paths.signUp);
    expect(screen.getByRole('list', { name: 'Offers' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Rewards' })).toBeTruthy();
  });

  it('offers to start earning once signed in, and leaves out empty sections', () => {
    wrap(<CpLandingView brand={makePortalBrand({ offers: [], rewards: [] })} signedIn paths={paths} />);
    expect(screen.getByRole('link', { name: 'Start earning' }).getAttribute('href')).toBe('/ow');
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('CpOfferWallView', () => {
  it('lists the offers with their action', () => {
    wrap(
      <CpOfferWallView
        brandName="SkyWay"
        offers={[makePortalOffer(), makePortalOffer({ id: 'o2', name: 'Second' })]}
        error={null}
        renderAction={(o) => <button>Start {o.name}</button>}
      />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Start Second' })).toBeTruthy();
  });

  it('says so when the wall is empty, and shows an error', () => {
    wrap(<CpOfferWallView brandName="SkyWay" offers={[]} error="Something went wrong" renderAction={() => null} />);
    expect(screen.getByText(NO_BRAND_OFFERS)).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });
});

describe('CpBrandRewardsView', () => {
  it('is empty without rewards', () => {
    wrap(<CpBrandRewardsView rewards={[]} balance={0} onClaim={vi.fn()} />);
    expect(screen.getByText(NO_BRAND_REWARDS)).toBeTruthy();
  });
});

describe('CpClaimRewardView', () => {
  const base = {
    balance: 2000,
    busy: false,
    error: null,
    kycPath: '/cp/rewards/kyc-2?brand=skyway',
    backPath: '/mr',
    onClaim: vi.fn(),
  };

  it('claims the cheapest affordable value', () => {
    const onClaim = vi.fn();
    wrap(<CpClaimRewardView {...base} reward={makeReward()} onClaim={onClaim} />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim reward' }));
    expect(onClaim).toHaveBeenCalledWith(5);
  });

  it('cannot claim what the balance does not cover', () => {
    wrap(<CpClaimRewardView {...base} balance={100} reward={makeReward()} />);
    expect((screen.getByRole('button', { name: 'Claim reward' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("offers the portal's identity check when the server asks for it", () => {
    wrap(
      <CpClaimRewardView
        {...base}
        reward={makeReward()}
        error={{ kind: 'kyc', message: 'Verify your identity first.' }}
      />,
    );
    expect(screen.getByText('Verify your identity first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify my identity' }).getAttribute('href')).toBe(base.kycPath);
  });

  it('says when the reward is not part of the portal', () => {
    wrap(<CpClaimRewardView {...base} reward={null} />);
    expect(screen.getByText(REWARD_NOT_FOUND)).toBeTruthy();
  });
});

describe('CpSuccessView', () => {
  const links = { login: '/l', myRewards: '/mr', offerWall: '/ow' };
  it('confirms a claim with its status', () => {
    wrap(
      <CpSuccessView
        success={{ kind: 'claimed', rewardName: 'Amazon.com Gift Card', payout: { status: 'pending_review' } }}
        paths={links}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Request received' })).toBeTruthy();
    // The status once, in the message's words.
    expect(screen.getByRole('status').textContent).toBe('Amazon.com Gift Card: Pending review — usually within 24 hours.');
  });
  it('sends a verified member to log in', () => {
    wrap(<CpSuccessView success={{ kind: 'verified' }} paths={links} />);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/l');
  });
});
