/**
 * Rakuten Advertising's Postback API (pubhelp.rakutenadvertising.com, "Postback API"): a GET to
 * the URL we register, a template whose `<field>` placeholders are the Events API's transaction
 * fields and which must carry `is_event=<is_event>` ("Events API Common Questions" lists the
 * fields). We register
 * `/postbacks/rakuten?is_event=<is_event>&etransaction_id=<etransaction_id>&order_id=<order_id>
 * &advertiser_id=<advertiser_id>&u1=<u1>&sale_amount=<sale_amount>&commissions=<commissions>
 * &currency=<currency>&token=<RAKUTEN_POSTBACK_SECRET>`.
 *
 * Rakuten documents no signature, so the token we write into the template is the proof, compared
 * in constant time. Its postbacks carry no approval state either, and Rakuten says they are not
 * for accounting (the Signature Reconciliation Feed is): a transaction keeps the order pending
 * and never credits; a negative one (a return) reverses it. Staff approve Rakuten orders.
 */
import { z } from 'zod';
import { advertiserId, orderId, subId } from '@pilotmiles/core';
import { secretsEqual, type NetworkAdapter } from '../conversions';
import { checkSale, parseWith, reportedDollars } from './networkReport';
import type { ShopReport } from './orders.service';

/** The transaction fields of our template (the Events API's names); other placeholders are ignored. */
const rakutenPostbackQuery = z.object({
  // A media-optimization event (true) or a commissionable transaction (false); either way a sale seen.
  is_event: z.string().regex(/^(true|false|y|n)$/i, 'must be true or false'),
  etransaction_id: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'must be a transaction id'),
  order_id: orderId,
  advertiser_id: advertiserId,
  u1: subId,
  sale_amount: reportedDollars,
  commissions: reportedDollars,
  // Our rates are in dollars.
  currency: z.literal('USD', { error: 'must be USD' }),
  token: z.string().max(200).optional(),
});

export const rakutenAdapter: NetworkAdapter<ShopReport> = {
  network: 'rakuten',
  redact: ['token'],
  verify(request, secret) {
    const token = request.query.token;
    return typeof token === 'string' && secretsEqual(token, secret);
  },
  parse(request) {
    const q = parseWith(rakutenPostbackQuery, request.query);
    return checkSale(
      {
        subId: q.u1,
        orderId: q.order_id,
        advertiserId: q.advertiser_id,
        saleAmount: q.sale_amount,
        commissionUsd: q.commissions,
        status: q.sale_amount < 0 ? 'reversed' : 'pending',
      },
      'sale_amount',
    );
  },
};

/** The query string of a Rakuten postback as our template makes it (what the tests send). */
export function rakutenPostbackQueryString(fields: Record<string, string>, token: string): string {
  return new URLSearchParams({ ...fields, token }).toString();
}
