/** The sweepstakes views' props for their tests (data from testing/builders); `over` changes fields. */
import { vi } from 'vitest';
import type { SweepstakeActions } from './SweepstakeGrid';
import type { SectionState } from './SweepstakesView';

export const makeSection = (over: Partial<SectionState> = {}): SectionState => ({
  status: 'ready',
  error: null,
  onRetry: vi.fn(),
  items: [],
  hasMore: false,
  loadingMore: false,
  moreError: null,
  onShowMore: vi.fn(),
  ...over,
});

/** What a page passes the cards: a member by default, spies for Enter, the rules and the draw. */
export const makeActions = (over: Partial<SweepstakeActions> = {}): SweepstakeActions => ({
  member: true,
  onEnter: vi.fn(),
  onRules: vi.fn(),
  onDraw: vi.fn(),
  ...over,
});
