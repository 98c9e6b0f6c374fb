/**
 * A member's own shopping: activations, the orders networks reported (conversions of kind
 * 'shopping') with where they stand, and missing-cashback claims. Each list is one indexed query
 * on the member's uid; nobody else's data is ever read here.
 */
import { AggregateField, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import {
  publicBrand,
  type BrandPage,
  type ConversionStatus,
  type ShopActivation,
  type ShopClaim,
  type ShopOrder,
  type ShoppingDashboard,
} from '@pilotmiles/core';
import { isoTime } from '../platform/isoTime';
import { conversionsCol, shopActivationsCol, shopClaimsCol } from '../platform/paths';
import { catalogBrand, similarBrands } from './catalog.service';

const DASHBOARD_ACTIVATIONS = 50;
const DASHBOARD_ORDERS = 100;
const DASHBOARD_CLAIMS = 50;
const BRAND_ACTIVATIONS = 20;
const BRAND_ORDERS = 50;
const BRAND_CLAIMS = 20;

function toActivation(doc: DocumentSnapshot): ShopActivation {
  return {
    sub_id: doc.id,
    brand_id: doc.get('brand_id'),
    brand_name: doc.get('brand_name'),
    created_at: isoTime(doc.get('created_at')) ?? '',
  };
}

function toOrder(doc: DocumentSnapshot): ShopOrder {
  const status = doc.get('status') as ConversionStatus;
  return {
    id: doc.id,
    brand_id: doc.get('brand_id') ?? doc.get('offer_id'),
    brand_name: doc.get('offer_name'),
    order_id: doc.get('order_id') ?? doc.get('event_id'),
    sale_amount: doc.get('sale_amount') ?? 0,
    pilot_miles: doc.get('pilot_miles'),
    status,
    expected_at: status === 'pending' ? isoTime(doc.get('expected_at')) : null,
    created_at: isoTime(doc.get('created_at')) ?? '',
    updated_at: isoTime(doc.get('updated_at')) ?? '',
  };
}

export function toShopClaim(doc: DocumentSnapshot): ShopClaim {
  return {
    id: doc.id,
    brand_id: doc.get('brand_id'),
    brand_name: doc.get('brand_name'),
    order_id: doc.get('order_id'),
    order_date: doc.get('order_date'),
    amount: doc.get('amount'),
    status: doc.get('status'),
    created_at: isoTime(doc.get('created_at')) ?? '',
  };
}

/** The sum of `pilot_miles` of the member's shopping conversions in one status (an aggregation, no documents read). */
async function sumPilotMiles(uid: string, status: ConversionStatus): Promise<number> {
  const snap = await conversionsCol()
    .where('uid', '==', uid)
    .where('kind', '==', 'shopping')
    .where('status', '==', status)
    .aggregate({ pm: AggregateField.sum('pilot_miles') })
    .get();
  return snap.data().pm ?? 0;
}

const memberActivations = (uid: string): Query => shopActivationsCol().where('uid', '==', uid);
const memberClaims = (uid: string): Query => shopClaimsCol().where('uid', '==', uid);

/** GET /shopping/dashboard. */
export async function shoppingDashboard(uid: string): Promise<ShoppingDashboard> {
  const [activations, orders, claims, pending, confirmed] = await Promise.all([
    memberActivations(uid).orderBy('created_at', 'desc').limit(DASHBOARD_ACTIVATIONS).get(),
    conversionsCol().where('uid', '==', uid).where('kind', '==', 'shopping').orderBy('updated_at', 'desc').limit(DASHBOARD_ORDERS).get(),
    memberClaims(uid).orderBy('created_at', 'desc').limit(DASHBOARD_CLAIMS).get(),
    sumPilotMiles(uid, 'pending'),
    sumPilotMiles(uid, 'confirmed'),
  ]);
  return {
    activations: activations.docs.map(toActivation),
    orders: orders.docs.map(toOrder),
    claims: claims.docs.map(toShopClaim),
    pending_pilot_miles: pending,
    confirmed_pilot_miles: confirmed,
  };
}

/** GET /shopping/v2/{brand}: the brand, similar brands, and the caller's own activity with it. */
export async function brandPage(brandId: string, uid: string | null): Promise<BrandPage> {
  const brand = await catalogBrand(brandId);
  const similar = await similarBrands(brand);
  if (!uid) return { brand: publicBrand(brand), similar, activations: [], orders: [], claims: [] };
  const [activations, orders, claims] = await Promise.all([
    memberActivations(uid).where('brand_id', '==', brandId).orderBy('created_at', 'desc').limit(BRAND_ACTIVATIONS).get(),
    // Shopping conversions carry the brand id as offer_id (the engine's subject field).
    conversionsCol().where('uid', '==', uid).where('offer_id', '==', brandId).orderBy('created_at', 'desc').limit(BRAND_ORDERS).get(),
    memberClaims(uid).where('brand_id', '==', brandId).orderBy('created_at', 'desc').limit(BRAND_CLAIMS).get(),
  ]);
  return {
    brand: publicBrand(brand),
    similar,
    activations: activations.docs.map(toActivation),
    orders: orders.docs.filter((d) => d.get('kind') === 'shopping').map(toOrder),
    claims: claims.docs.map(toShopClaim),
  };
}
