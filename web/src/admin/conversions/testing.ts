/** Builders for this folder's component tests (the query wrapper is in ../shared/testing). */
import type { AdminConversion, AdminShopClaim, MissingCreditClaim } from '@pilotmiles/core';

let seq = 0;

export function makeAdminConversion(over: Partial<AdminConversion> = {}): AdminConversion {
  seq += 1;
  return {
    id: `swaarm_click${seq}_lvl10`,
    network: 'swaarm',
    uid: `uid-${seq}`,
    email: `member${seq}@pilotmiles.test`,
    click_id: `${seq}`.padStart(32, 'a'),
    offer_id: 'dragon-quest',
    offer_name: 'Dragon Quest Idle',
    event_id: 'lvl10',
    event_name: 'Reach level 10',
    pilot_miles: 1200,
    payout_usd: 17.14,
    status: 'confirmed',
    release_at: null,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    history: [{ status: 'confirmed', at: '2026-11-22T10:00:00.000Z', by: 'postback' }],
    ...over,
  };
}

export function makeMissingCreditClaim(over: Partial<MissingCreditClaim> = {}): MissingCreditClaim {
  seq += 1;
  return {
    id: `claim-${seq}`,
    uid: `uid-${seq}`,
    email: `member${seq}@pilotmiles.test`,
    click_id: `${seq}`.padStart(32, 'b'),
    offer_id: 'travel-box',
    offer_name: 'TravelBox Sign-up',
    event_id: 'signup',
    event_name: 'Create an account',
    pilot_miles: 800,
    note: 'I signed up on Monday and nothing arrived.',
    status: 'open',
    created_at: '2026-11-20T09:00:00.000Z',
    resolved_at: null,
    resolved_by: null,
    ...over,
  };
}

export function makeAdminShopClaim(over: Partial<AdminShopClaim> = {}): AdminShopClaim {
  seq += 1;
  return {
    id: `uid-${seq}:contoso:NW-${1000 + seq}`,
    brand_id: 'contoso',
    brand_name: 'Contoso Outfitters',
    order_id: `NW-${1000 + seq}`,
    order_date: '2026-11-18',
    amount: 84.2,
    status: 'open',
    created_at: '2026-11-21T09:00:00.000Z',
    uid: `uid-${seq}`,
    email: `shopper${seq}@pilotmiles.test`,
    network: 'rakuten',
    sub_id: `sub-${seq}`,
    expected_pilot_miles: 421,
    credited_pilot_miles: null,
    resolved_at: null,
    resolved_by: null,
    resolution_reason: null,
    ...over,
  };
}
