/**
 * A store's page state, shared by /shopping/brand/:brandId and /new/earn/shopping/:id: GET
 * /shopping/v2/{brand} (with the member's activity), activation (useActivateBrand), the claim's
 * stores (this one and those the member activated) and its sender; a balance move re-reads the orders.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ShopClaimBody } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { localDayKey } from './claim';
import type { ClaimStore } from './ClaimForm';
import { shoppingKeys, submitShopClaim, useBrandPage, useShoppingDashboard } from './shoppingApi';
import { useActivateBrand } from './useActivateBrand';

export const CLAIM_SENT_TEXT = 'Claim sent: we will look into it';

export function useBrandScreen(brandId: string) {
  const { status, user } = useSession();
  const signedIn = status === 'signedIn' && !!user;
  const query = useBrandPage(brandId);
  const dashboard = useShoppingDashboard();
  const activation = useActivateBrand(query.data?.brand.id);
  const queryClient = useQueryClient();
  const toast = useToast();
  const uid = user?.uid ?? null;

  // A credit or a reversal moves the balance (the header's live record): this store's orders moved
  // with it, so they are read again.
  const balance = user?.total_coins;
  const seen = useRef(balance);
  useEffect(() => {
    const previous = seen.current;
    seen.current = balance;
    if (previous !== undefined && balance !== undefined && previous !== balance)
      void queryClient.invalidateQueries({ queryKey: shoppingKeys.brand(brandId, uid) });
  }, [balance, brandId, uid, queryClient]);

  const brand = query.data?.brand;
  const stores = useMemo(() => {
    const list: ClaimStore[] = brand ? [{ id: brand.id, name: brand.name }] : [];
    for (const a of dashboard.data?.activations ?? [])
      if (!list.some((s) => s.id === a.brand_id)) list.push({ id: a.brand_id, name: a.brand_name });
    return list;
  }, [brand, dashboard.data?.activations]);

  const sendClaim = async (body: ShopClaimBody) => {
    await submitShopClaim(body);
    toast.success(CLAIM_SENT_TEXT);
    void queryClient.invalidateQueries({ queryKey: shoppingKeys.brand(body.brand_id, uid) });
  };

  return { query, signedIn, activation, claim: { stores, today: localDayKey(new Date()), onSubmit: sendClaim } };
}
