import { describe, expect, it } from 'vitest';
import {
  STAFF_STATUS_CHANGES,
  SWEEPSTAKE_STATUSES,
  canStaffMove,
  LIST_HASH_START,
  addToListHash,
  drawTicket,
  drawWinner,
  listHashOf,
  entryListText,
  enterBody,
  formatChance,
  publicEntrantId,
  sha256Hex,
  shortWinnerName,
  sweepstakeCreateBody,
  sweepstakePatchBody,
  sweepstakeStatusAt,
  verifyDraw,
  type DrawLine,
} from '../src';

describe('status machine', () => {
  const start = 1_000;
  const end = 2_000;

  it('moves a published sweepstake along with time, and leaves the others alone', () => {
    expect(sweepstakeStatusAt('scheduled', start, end, 999)).toBe('scheduled');
    expect(sweepstakeStatusAt('scheduled', start, end, 1_000)).toBe('active');
    expect(sweepstakeStatusAt('active', start, end, 1_999)).toBe('active');
    expect(sweepstakeStatusAt('active', start, end, 2_000)).toBe('drawing');
    for (const s of ['draft', 'drawing', 'completed', 'cancelled'] as const) expect(sweepstakeStatusAt(s, start, end, 1_500)).toBe(s);
  });

  it('lets staff open, publish, unpublish and cancel, and nothing else', () => {
    const allowed = SWEEPSTAKE_STATUSES.flatMap((from) => SWEEPSTAKE_STATUSES.filter((to) => canStaffMove(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(
      ['draft>scheduled', 'draft>active', 'draft>cancelled', 'scheduled>draft', 'scheduled>active', 'scheduled>cancelled', 'active>cancelled'].sort(),
    );
    // The draw's statuses are the job's alone, and nothing leaves an ending.
    for (const from of SWEEPSTAKE_STATUSES) {
      expect(canStaffMove(from, 'drawing')).toBe(false);
      expect(canStaffMove(from, 'completed')).toBe(false);
    }
    expect(STAFF_STATUS_CHANGES.completed).toEqual([]);
    expect(STAFF_STATUS_CHANGES.cancelled).toEqual([]);
  });
});

describe('draw', () => {
  const seed = 'a'.repeat(64);
  const lines: DrawLine[] = [
    { public_id: 'cccc', entries: 3 },
    { public_id: 'aaaa', entries: 1 },
    { public_id: 'bbbb', entries: 6 },
    { public_id: 'dddd', entries: 0 },
  ];

  it('hashes the sorted list, leaving out empty entrants', () => {
    expect(entryListText(lines)).toBe('aaaa 1\nbbbb 6\ncccc 3\n');
    const outcome = drawWinner(seed, lines);
    // sha256 of that text, from `printf 'aaaa 1\nbbbb 6\ncccc 3\n' | sha256sum`.
    expect(outcome.entries_hash).toBe('7e96ad1ee6ce1875135ff5a5b41b72723e4b9fc9be6c7097f33b204d415f1ff7');
    expect(outcome).toMatchObject({ total_entries: 10, entrants: 3 });
  });

  it('matches the documented recipe: ticket = sha256("seed:entries_hash") mod total', () => {
    const outcome = drawWinner(seed, lines);
    // `echo -n "$SEED:$HASH" | sha256sum` of the docs' recipe, computed outside this code.
    const digest = '632f946ae8af82e52e194c0c47a011b3d8675497d622a1cd6d9ed5b3633af5b8';
    const ticket = Number(BigInt(`0x${digest}`) % 10n);
    expect(ticket).toBe(0);
    expect(outcome.ticket).toBe(ticket);
    const expected = ticket < 1 ? 'aaaa' : ticket < 7 ? 'bbbb' : 'cccc';
    expect(outcome.winner_public_id).toBe(expected);
  });

  it('gives the same winner for the same seed and entries, whatever their order', () => {
    const a = drawWinner(seed, lines);
    const b = drawWinner(seed, [...lines].reverse());
    expect(b).toEqual(a);
  });

  it('changes with the seed or the list', () => {
    const winners = new Set(Array.from({ length: 40 }, (_, i) => drawWinner(sha256Hex(`seed${i}`), lines).winner_public_id));
    expect(winners.size).toBe(3);
    expect(drawWinner(seed, [...lines, { public_id: 'eeee', entries: 1 }]).entries_hash).not.toBe(drawWinner(seed, lines).entries_hash);
  });

  it('respects the weights over many seeds', () => {
    const wins: Record<string, number> = { aaaa: 0, bbbb: 0, cccc: 0 };
    const runs = 6000;
    for (let i = 0; i < runs; i++) wins[drawWinner(sha256Hex(`seed-${i}`), lines).winner_public_id!]!++;
    // Expected shares 10%, 60%, 30%; 6000 draws put each within a few points.
    expect(wins.aaaa! / runs).toBeGreaterThan(0.08);
    expect(wins.aaaa! / runs).toBeLessThan(0.12);
    expect(wins.bbbb! / runs).toBeGreaterThan(0.57);
    expect(wins.bbbb! / runs).toBeLessThan(0.63);
    expect(wins.cccc! / runs).toBeGreaterThan(0.27);
    expect(wins.cccc! / runs).toBeLessThan(0.33);
  });

  it('hashes a list page by page to the same entries_hash and ticket', () => {
    const many: DrawLine[] = Array.from({ length: 257 }, (_, i) => ({ public_id: sha256Hex(`m${i}`).slice(0, 16), entries: 1 + (i % 7) }));
    const sorted = [...many].sort((a, b) => (a.public_id < b.public_id ? -1 : 1));
    for (const page of [1, 3, 50, 300]) {
      let state = LIST_HASH_START;
      for (let i = 0; i < sorted.length; i += page) state = JSON.parse(JSON.stringify(addToListHash(state, sorted.slice(i, i + page))));
      const outcome = drawWinner(seed, many);
      expect(listHashOf(state)).toBe(outcome.entries_hash);
      expect(drawTicket(seed, listHashOf(state), outcome.total_entries)).toBe(outcome.ticket);
    }
    expect(listHashOf(LIST_HASH_START)).toBe(drawWinner(seed, []).entries_hash);
  });

  it('has no winner without entries', () => {
    expect(drawWinner(seed, [{ public_id: 'aaaa', entries: 0 }])).toMatchObject({ total_entries: 0, winner_public_id: null });
  });

  it('verifies a published draw and catches a changed seed, list or winner', () => {
    const outcome = drawWinner(seed, lines);
    const draw = { seed, seed_hash: sha256Hex(seed), ...outcome };
    expect(verifyDraw(draw, lines)).toEqual({ seedMatches: true, listMatches: true, winnerMatches: true });
    expect(verifyDraw({ ...draw, seed_hash: sha256Hex('other') }, lines).seedMatches).toBe(false);
    expect(verifyDraw(draw, lines.slice(1)).listMatches).toBe(false);
    const other = lines.find((l) => l.public_id !== outcome.winner_public_id && l.entries > 0)!.public_id;
    expect(verifyDraw({ ...draw, winner_public_id: other }, lines).winnerMatches).toBe(false);
  });

  it('gives each member a stable public id that hides the uid', () => {
    expect(publicEntrantId('s1', 'uid-1')).toBe(publicEntrantId('s1', 'uid-1'));
    expect(publicEntrantId('s1', 'uid-1')).not.toBe(publicEntrantId('s2', 'uid-1'));
    expect(publicEntrantId('s1', 'uid-1')).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('display', () => {
  it('shortens winner names', () => {
    expect(shortWinnerName('Maria Gonzalez')).toBe('Maria G.');
    expect(shortWinnerName('  cher ')).toBe('cher');
    expect(shortWinnerName('')).toBe('A PilotMiles member');
    expect(shortWinnerName('Bartholomew-Alexander Smith')).toBe('Bartholomew-Ale S.');
  });
  it('formats chances', () => {
    expect(formatChance(0)).toBe('—');
    expect(formatChance(0.025)).toBe('1 in 40');
    expect(formatChance(1)).toBe('100%');
    expect(formatChance(0.00001)).toBe('< 1 in 10,000');
  });
});

describe('schemas', () => {
  const create = {
    title: 'Win $500',
    description: 'A prize',
    value: '500',
    entryCost: '100',
    maxEntries: 5,
    startDate: '2026-12-01',
    endDate: Date.UTC(2026, 11, 15),
    imageUrl: '/images/sweepstakes/cash.svg',
  };

  it('converts numbers and dates on create', () => {
    expect(sweepstakeCreateBody.parse(create)).toMatchObject({
      value: 500,
      entryCost: 100,
      maxEntries: 5,
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-15T00:00:00.000Z',
      status: 'scheduled',
      rules: '',
    });
  });

  it.each([
    ['value', { value: 'lots' }],
    ['entryCost', { entryCost: 0 }],
    ['maxEntries', { maxEntries: 2.5 }],
    ['startDate', { startDate: 'soon' }],
    ['endDate', { endDate: '2026-11-30' }],
    ['imageUrl', { imageUrl: 'javascript:alert(1)' }],
    ['imageUrl', { imageUrl: 'http://example.com/a.png' }],
    ['title', { title: '' }],
  ])('refuses a bad %s', (field, patch) => {
    const result = sweepstakeCreateBody.safeParse({ ...create, ...patch });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual([field]);
  });

  it('wants a reason to cancel and at least one change', () => {
    expect(sweepstakePatchBody.safeParse({ status: 'cancelled' }).success).toBe(false);
    expect(sweepstakePatchBody.safeParse({ status: 'cancelled', reason: 'Prize partner withdrew' }).success).toBe(true);
    expect(sweepstakePatchBody.safeParse({ reason: 'nothing' }).success).toBe(false);
    expect(sweepstakePatchBody.safeParse({ status: 'completed' }).success).toBe(false);
  });

  it.each([0, -1, 1.5, '2', null, 1001])('refuses %s entries', (entries) => {
    expect(enterBody.safeParse({ entries }).success).toBe(false);
  });
});
