/**
 * The staff sweepstakes page's endpoints (docs/sweepstakes.md, API) and the query keys of what it
 * loads. Every mutation refreshes everything under SWEEPSTAKES_KEY: the list with its totals and
 * any entrants list (a cancel marks entrants refunded).
 */
import { useQuery } from '@tanstack/react-query';
import type {
  AdminSweepstake,
  AdminSweepstakes,
  SweepstakeCreateBody,
  SweepstakePatchBody,
} from '@pilotmiles/core';
import { api } from '../../lib/api';
import { useAdminAction } from '../shared/useAdminAction';
import { ACTION_WORDING, type SweepstakeAction } from './sweepstakeActions';

export const SWEEPSTAKES_KEY = ['admin', 'sweepstakes'] as const;
export const SWEEPSTAKES_LIST_KEY = [...SWEEPSTAKES_KEY, 'list'] as const;
export const entrantsKey = (id: string) => [...SWEEPSTAKES_KEY, 'entrants', id] as const;

export const SWEEPSTAKES_PATH = '/sweepstakes';
export const ADMIN_SWEEPSTAKES_PATH = '/sweepstakes/admin';
export const sweepstakePath = (id: string) => `${SWEEPSTAKES_PATH}/${encodeURIComponent(id)}`;
export const entrantsPath = (id: string) => `${sweepstakePath(id)}/entries`;

/** Entrants per page in the entrants panel. */
export const ENTRANTS_PAGE_SIZE = 20;

/** Every sweepstake (drafts and cancelled ones too) with the totals strip's figures. */
export function useAdminSweepstakes() {
  return useQuery({
    queryKey: SWEEPSTAKES_LIST_KEY,
    queryFn: ({ signal }) => api<AdminSweepstakes>(ADMIN_SWEEPSTAKES_PATH, { signal }),
  });
}

/** POST /sweepstakes (create, in camelCase names) or PATCH /sweepstakes/{id} (edit, snake_case). */
export type SaveSweepstake =
  | { kind: 'create'; body: SweepstakeCreateBody }
  | { kind: 'edit'; id: string; body: SweepstakePatchBody };

const savedMessage = (saved: AdminSweepstake, vars: SaveSweepstake) =>
  vars.kind === 'edit'
    ? `“${saved.title}” saved`
    : vars.body.status === 'draft'
      ? `“${saved.title}” saved as a draft`
      : `“${saved.title}” published`;

export function useSaveSweepstake() {
  return useAdminAction<SaveSweepstake, AdminSweepstake>({
    call: (vars) =>
      vars.kind === 'create'
        ? api<AdminSweepstake>(SWEEPSTAKES_PATH, { method: 'POST', body: vars.body })
        : api<AdminSweepstake>(sweepstakePath(vars.id), { method: 'PATCH', body: vars.body }),
    refresh: SWEEPSTAKES_KEY,
    done: savedMessage,
  });
}

/** A status move (PATCH {status, reason?}) or Delete on one sweepstake. */
export interface ActOnSweepstake {
  sweepstake: AdminSweepstake;
  action: SweepstakeAction;
  /** Required to cancel: entrants read it. */
  reason?: string;
}

export function useSweepstakeAction() {
  return useAdminAction<ActOnSweepstake, unknown>({
    call: ({ sweepstake, action, reason }) =>
      action === 'delete'
        ? api(sweepstakePath(sweepstake.id), { method: 'DELETE' })
        : api<AdminSweepstake>(sweepstakePath(sweepstake.id), {
            method: 'PATCH',
            body: reason === undefined ? { status: action } : { status: action, reason },
          }),
    refresh: SWEEPSTAKES_KEY,
    done: (_, { sweepstake, action }) => ACTION_WORDING[action].done(sweepstake),
  });
}
