/**
 * Survey conversions: one per wall transaction (`survey:{network}:{transId}`), moved by the
 * conversion engine (docs/conversions.md, docs/surveys.md). The member is the postback's user id,
 * only if that member exists; the amount is our share of what the wall pays us (config/offers
 * member_share), never the member amount the wall suggests. A report paying more than the survey
 * ceiling (config/offers survey_max_usd) waits for staff. A screen-out the wall does not pay us
 * for credits nothing and writes no conversion.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  SURVEY_ERROR_CODES,
  SURVEY_EVENT_NAMES,
  SURVEY_WALL_NAME,
  aboveSurveyCeiling,
  surveyCeilingNote,
  surveyPilotMiles,
  txId,
} from '@pilotmiles/core';
import { getConfig } from '../platform/configCache';
import { HttpError, notFound } from '../platform/errors';
import { conversionsCol, userRef } from '../platform/paths';
import { applyReport, type NewConversion, type ReportResult, type ReportSource } from '../conversions';
import type { CpxReport } from './cpx.adapter';

export const surveyConversionId = (network: string, transId: string) => `survey:${network}:${transId}`;

const unknownUser = () => notFound('Unknown member', SURVEY_ERROR_CODES.unknownUser);
const userMismatch = () =>
  new HttpError(409, SURVEY_ERROR_CODES.userMismatch, 'This transaction was reported for another member');

/**
 * What a wall transaction's first report creates. `review`: why staff must decide it (a report
 * paying more than the survey ceiling), else null.
 */
export function surveyConversion(network: string, report: CpxReport, pilotMiles: number, review: string | null = null): NewConversion {
  const name = report.surveyName ?? SURVEY_EVENT_NAMES[report.type];
  return {
    kind: 'survey',
    network,
    uid: report.uid,
    pilot_miles: pilotMiles,
    credit_id: txId.survey(network, report.transId),
    credit_type: 'survey',
    reversal_type: 'survey-reversal',
    description: `${SURVEY_WALL_NAME}: ${name}`,
    meta: { offer_id: network, trans_id: report.transId, survey_type: report.type },
    pending_policy: 'hold-rules',
    click_id: report.transId,
    offer_id: network,
    offer_name: SURVEY_WALL_NAME,
    event_id: report.transId,
    event_name: name,
    extra: { survey_type: report.type },
    review,
  };
}

/** A stored survey conversion as what created it: later reports change its status, never its member, amount or names. */
function storedSurveyConversion(snap: DocumentSnapshot): NewConversion {
  const d = snap.data()!;
  return {
    kind: 'survey',
    network: d.network,
    uid: d.uid,
    pilot_miles: d.pilot_miles,
    credit_id: d.credit_id,
    credit_type: d.credit_type,
    reversal_type: d.reversal_type,
    description: d.description,
    meta: d.credit_meta,
    pending_policy: d.pending_policy,
    click_id: d.click_id,
    offer_id: d.offer_id,
    offer_name: d.offer_name,
    event_id: d.event_id,
    event_name: d.event_name,
    extra: { survey_type: d.survey_type },
    review: d.review ?? null,
  };
}

/** A wall's report of one transaction (from its postback, or a script standing in for it). */
export async function applySurveyReport(
  network: string,
  report: CpxReport,
  source: ReportSource = { by: 'postback' },
): Promise<ReportResult> {
  const id = surveyConversionId(network, report.transId);
  const { member_share, survey_max_usd } = await getConfig('offers');
  const pilotMiles = surveyPilotMiles(report.amountUsd, member_share);
  const review = aboveSurveyCeiling(report.amountUsd, survey_max_usd) ? surveyCeilingNote(report.amountUsd, survey_max_usd) : null;

  // Unpaid (a screen-out the wall pays us nothing for): nothing to credit, nothing to record
  // beyond the stored postback. Never sent to the engine as a rejection: that would reverse a
  // credited transaction whose report is replayed with amount 0.
  if (report.status === 'approved' && pilotMiles === 0) {
    const [conversion, member] = await Promise.all([conversionsCol().doc(id).get(), userRef(report.uid).get()]);
    if (conversion.exists) {
      if (conversion.get('uid') !== report.uid) throw userMismatch();
      return { outcome: 'duplicate', conversionId: id, status: conversion.get('status') };
    }
    if (!member.exists) throw unknownUser();
    return { outcome: 'rejected', conversionId: id, status: null };
  }

  return applyReport(id, { status: report.status, payoutUsd: report.amountUsd }, source, {
    subject: async (tx, existing) => {
      if (existing.exists) {
        if (existing.get('uid') !== report.uid) throw userMismatch();
        return storedSurveyConversion(existing);
      }
      if (!(await tx.get(userRef(report.uid))).exists) throw unknownUser();
      return surveyConversion(network, report, pilotMiles, review);
    },
  });
}
