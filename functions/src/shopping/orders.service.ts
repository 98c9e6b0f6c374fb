/**
 * Purchases as conversions (docs/shopping.md): one per order a network reports
 * (`shop:{network}:{orderId}`), moved by the conversion engine. The amount is the activation's rate
 * snapshot applied to the reported sale, never the network's commission; a pending order waits for
 * the network's approval (`await-network`), with the brand's usual delay as its expected date.
 */
import type { DocumentSnapshot, Timestamp, Transaction } from 'firebase-admin/firestore';
import {
  cashbackPilotMiles,
  expectedApproval,
  txId,
  type AffiliateNetwork,
  type CashbackRate,
  type PostbackStatus,
} from '@pilotmiles/core';
import { HttpError, notFound } from '../platform/errors';
import { shopActivationsCol } from '../platform/paths';
import { applyReport, type NewConversion, type ReportResult, type ReportSource } from '../conversions';

/** shopActivations/{subId}: a member's click to a store, with the brand's terms at that moment. */
export interface ActivationDoc {
  sub_id: string;
  uid: string;
  brand_id: string;
  brand_name: string;
  category: string;
  network: AffiliateNetwork;
  advertiser_id: string;
  /** The rate snapshot: what the member earns on orders of this activation. */
  rate: CashbackRate;
  up_to: boolean;
  approval_days: number;
  created_at: Timestamp;
  /** The member's day of the click (claims: an activation on or before the order date). */
  day_key: string;
  ip: string | null;
  user_agent: string | null;
}

/** A network's report about one order, in our terms (each adapter maps its own parameters). */
export interface ShopReport {
  subId: string;
  orderId: string;
  /** The network's id of the store, checked against the activation's. */
  advertiserId: string;
  /** Dollars; negative or zero on some returns. */
  saleAmount: number;
  /** What the network pays us, in dollars (margin reports only). */
  commissionUsd: number;
  status: PostbackStatus;
}

/** The conversion id of an order: the same text as its ledger credit id. */
export const shopConversionId = (network: string, orderId: string) => txId.shop(network, orderId);

export interface OrderFacts {
  orderId: string;
  saleAmount: number;
  commissionUsd: number | null;
}

/** The conversion one order of one activation makes. */
export function shopConversion(activation: ActivationDoc, order: OrderFacts, now: Date): NewConversion {
  const { orderId } = order;
  return {
    kind: 'shopping',
    network: activation.network,
    uid: activation.uid,
    pilot_miles: cashbackPilotMiles(activation.rate, order.saleAmount),
    credit_id: txId.shop(activation.network, orderId),
    credit_type: 'shopping',
    reversal_type: 'shopping-reversal',
    description: `${activation.brand_name}: order ${orderId}`,
    meta: { brand_id: activation.brand_id, order_id: orderId, sub_id: activation.sub_id },
    pending_policy: 'await-network',
    expected_at: expectedApproval(now, activation.approval_days),
    click_id: activation.sub_id,
    offer_id: activation.brand_id,
    offer_name: activation.brand_name,
    event_id: orderId,
    event_name: `Order ${orderId}`,
    extra: {
      brand_id: activation.brand_id,
      order_id: orderId,
      sale_amount: order.saleAmount,
      commission_usd: order.commissionUsd,
    },
  };
}

const unknownSubId = () => notFound('Unknown sub-id', 'shopping/unknown-sub-id');

/** The activation a report names, read in the transaction; 404 when it is not ours or not this network's. */
async function readActivation(tx: Transaction, network: string, subId: string): Promise<ActivationDoc> {
  const snap = await tx.get(shopActivationsCol().doc(subId));
  const activation = snap.data() as ActivationDoc | undefined;
  if (!activation || activation.network !== network) throw unknownSubId();
  return activation;
}

/**
 * A report from a network (or a script standing in for it). The activation must exist and be at
 * the same store; an order already recorded for another member or another brand is refused (409)
 * and nothing moves. While an order is uncredited its amount follows the latest pending or approved
 * report's sale; a return or rejection keeps the figures already recorded.
 */
export function applyShopReport(
  network: AffiliateNetwork,
  report: ShopReport,
  source: ReportSource = { by: 'postback' },
  now = new Date(),
): Promise<ReportResult> {
  return applyReport(
    shopConversionId(network, report.orderId),
    { status: report.status, payoutUsd: report.commissionUsd },
    source,
    {
      now,
      subject: async (tx, existing: DocumentSnapshot) => {
        const activation = await readActivation(tx, network, report.subId);
        if (activation.advertiser_id !== report.advertiserId)
          throw new HttpError(409, 'shopping/advertiser-mismatch', 'This sub-id was issued for another store');
        let owner = activation;
        if (existing.exists) {
          if (existing.get('uid') !== activation.uid || existing.get('offer_id') !== activation.brand_id)
            throw new HttpError(409, 'shopping/order-conflict', 'This order is already recorded for another member or store');
          // The activation that first reported the order keeps it, with its rate (a member may click twice).
          const first = existing.get('click_id') as string | undefined;
          if (first && first !== activation.sub_id) owner = await readActivation(tx, network, first);
        }
        const earning = report.status === 'pending' || report.status === 'approved';
        const order: OrderFacts = earning
          ? { orderId: report.orderId, saleAmount: report.saleAmount, commissionUsd: report.commissionUsd }
          : {
              orderId: report.orderId,
              saleAmount: existing.get('sale_amount') ?? Math.abs(report.saleAmount),
              commissionUsd: existing.get('commission_usd') ?? Math.abs(report.commissionUsd),
            };
        return shopConversion(owner, order, now);
      },
    },
  );
}
