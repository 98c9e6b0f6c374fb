import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { PendingEarning } from '@pilotmiles/core';
import { closeModal, useModalState } from '../../../components/modals/modalStore';
import { pendingHiddenKey, usePendingDismissal } from './usePendingDismissal';

const earning = (id: string): PendingEarning => ({
  id,
  type: 'offer',
  description: `Offer ${id}`,
  amount: 500,
  confirms_at: null,
  created_at: '2026-11-23T12:00:00.000Z',
});

afterEach(() => {
  closeModal();
  localStorage.clear();
});

function renderDismissal(uid: string | undefined, pending: PendingEarning[]) {
  return renderHook((p: { uid: string | undefined; pending: PendingEarning[] }) => ({
    d: usePendingDismissal(p.uid, p.pending),
    modal: useModalState(),
  }), { initialProps: { uid, pending } });
}

describe('usePendingDismissal', () => {
  it('asks TransactionsDismiss first: nothing is hidden until the member confirms', () => {
    const { result } = renderDismissal('u1', [earning('p1'), earning('p2')]);
    expect(result.current.d.hidden).toBe(false);
    act(() => result.current.d.onDismiss());
    const modal = result.current.modal;
    expect(modal?.name).toBe('TransactionsDismiss');
    expect(modal?.name === 'TransactionsDismiss' && modal.props.count).toBe(2);
    expect(result.current.d.hidden).toBe(false);
    expect(localStorage.getItem(pendingHiddenKey('u1'))).toBeNull();

    act(() => {
      if (modal?.name === 'TransactionsDismiss') modal.props.onConfirm?.();
    });
    expect(result.current.d.hidden).toBe(true);
    expect(JSON.parse(localStorage.getItem(pendingHiddenKey('u1'))!)).toEqual(['p1', 'p2']);
  });

  it('keeps them hidden on a later visit, for that member only, until a new pending earning arrives', () => {
    localStorage.setItem(pendingHiddenKey('u1'), JSON.stringify(['p1', 'p2']));
    const { result, rerender } = renderDismissal('u1', [earning('p1'), earning('p2')]);
    expect(result.current.d.hidden).toBe(true);
    // One credited since: the rest stays hidden.
    rerender({ uid: 'u1', pending: [earning('p2')] });
    expect(result.current.d.hidden).toBe(true);
    // A new one brings the list back.
    rerender({ uid: 'u1', pending: [earning('p2'), earning('p3')] });
    expect(result.current.d.hidden).toBe(false);
    // Another member on the same browser sees theirs.
    rerender({ uid: 'u2', pending: [earning('p1')] });
    expect(result.current.d.hidden).toBe(false);
  });

  it("'Show' brings them back and forgets the choice", () => {
    localStorage.setItem(pendingHiddenKey('u1'), JSON.stringify(['p1']));
    const { result } = renderDismissal('u1', [earning('p1')]);
    act(() => result.current.d.onShow());
    expect(result.current.d.hidden).toBe(false);
    expect(localStorage.getItem(pendingHiddenKey('u1'))).toBeNull();
  });

  it('hides nothing when there is nothing pending, and survives a broken stored value', () => {
    localStorage.setItem(pendingHiddenKey('u1'), '{not json');
    expect(renderDismissal('u1', []).result.current.d.hidden).toBe(false);
    expect(renderDismissal('u1', [earning('p1')]).result.current.d.hidden).toBe(false);
  });
});
