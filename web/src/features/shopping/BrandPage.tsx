import { useEffect, useMemo, useRef } from 'react';
import { Container } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { ShopClaimBody } from '@pilotmiles/core';
import { ErrorState } from '../../components/feedback/ErrorState';
import { ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { BrandNotFound, BrandSkeleton } from './BrandStates';
import { BrandView } from './BrandView';
import { localDayKey } from './claim';
import type { ClaimStore } from './ClaimForm';
import {
  shoppingKeys,
  submitShopClaim,
  useBrandPage,
  useShoppingDashboard,
} from './shoppingApi';
import { useActivateBrand } from './useActivateBrand';

export const CLAIM_SENT_TEXT = 'Claim sent: we will look into it';

/**
 * /shopping/brand/:brandId (GET /shopping/v2/{brand}: public, with the member's activity when
 * signed in). The member's claim may name this store or another they activated (from their
 * cashback, GET /shopping/dashboard); this one is preselected.
 */
export default function BrandPage() {
  const { brandId = '' } = useParams();
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

  let content;
  if (query.data)
    content = (
      <BrandView
        page={query.data}
        signedIn={signedIn}
        activation={activation}
        claim={{ stores, today: localDayKey(new Date()), onSubmit: sendClaim }}
       
      />
    );
  else if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
    content = <BrandNotFound />;
  else if (query.isError)
    content = <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else content = <BrandSkeleton />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      {content}
    </Container>
  );
}
