import { afterAll, describe, expect, it } from 'vitest';
import {
  checkSweepstake,
  CUSTOM_IMAGE,
  END_AFTER_START,
  entryCostHint,
  fromLocalInput,
  maxSpendHint,
  newSweepstakeValues,
  NOTHING_CHANGED,
  PICK_A_DATE,
  serverMessage,
  sweepstakeValuesOf,
  toLocalInput,
  type SweepstakeValues,
} from './sweepstakeForm';
import { makeAdminSweepstake } from './testing';

// Staff type dates in their own zone: New York is five hours behind UTC in December.
const savedTz = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  process.env.TZ = savedTz;
});

const filled: SweepstakeValues = {
  title: '  Holiday Cash  ',
  description: 'Win $500.',
  rules: '## Rules',
  value: '500',
  entry_cost: '250',
  max_entries: '4',
  start_date: '2026-12-01T12:00',
  end_date: '2026-12-08T12:30',
  image: '/images/sweepstakes/travel.svg',
  image_link: '',
};

describe('dates', () => {
  it('reads a datetime-local value in the local zone and writes ISO', () => {
    expect(fromLocalInput('2026-12-01T12:00')).toBe('2026-12-01T17:00:00.000Z');
    expect(toLocalInput('2026-12-01T17:00:00.000Z')).toBe('2026-12-01T12:00');
    expect(toLocalInput('2026-12-01T17:00:59.999Z')).toBe('2026-12-01T12:00');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
    expect(toLocalInput('not a date')).toBe('');
  });

  it('starts a new one at the next full hour, for a week', () => {
    const v = newSweepstakeValues(new Date(2026, 10, 24, 9, 41));
    expect(v.start_date).toBe('2026-11-24T10:00');
    expect(v.end_date).toBe('2026-12-01T10:00');
    expect(v.image).toBe('/images/sweepstakes/cash.svg');
  });
});

describe('checkSweepstake: create', () => {
  it('sends the camelCase body with numbers converted and ISO dates', () => {
    const result = checkSweepstake(filled, null);
    expect(result).toEqual({
      ok: true,
      submit: {
        kind: 'create',
        body: {
          title: 'Holiday Cash',
          description: 'Win $500.',
          rules: '## Rules',
          value: 500,
          entryCost: 250,
          maxEntries: 4,
          startDate: '2026-12-01T17:00:00.000Z',
          endDate: '2026-12-08T17:30:00.000Z',
          imageUrl: '/images/sweepstakes/travel.svg',
          status: 'scheduled',
        },
      },
    });
  });

  it('words number problems for people and shows every problem at once', () => {
    const result = checkSweepstake(
      { ...filled, value: '', entry_cost: '2.5', max_entries: '0', end_date: '2026-12-01T11:00' },
      null,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        value: 'enter a whole number',
        entry_cost: 'must be a whole number',
        max_entries: 'must be at least 1',
        end_date: END_AFTER_START,
      },
    });
  });

  it('asks for missing dates and refuses a run over a year', () => {
    expect(checkSweepstake({ ...filled, start_date: '' }, null)).toEqual({
      ok: false,
      errors: { start_date: PICK_A_DATE },
    });
    const long = checkSweepstake({ ...filled, end_date: '2027-12-08T12:00' }, null);
    expect(long.ok || long.errors.end_date).toBe('a sweepstake runs at most 366 days');
  });

  it('takes an https image address, under its own field', () => {
    const custom = { ...filled, image: CUSTOM_IMAGE, image_link: ' https://cdn.example.com/p.png ' };
    const ok = checkSweepstake(custom, null);
    expect(ok.ok && ok.submit.kind === 'create' && ok.submit.body.imageUrl).toBe('https://cdn.example.com/p.png');
    const bad = checkSweepstake({ ...custom, image_link: 'http://cdn.example.com/p.png' }, null);
    expect(bad).toEqual({ ok: false, errors: { image_link: 'must be /images/... or an https address' } });
  });
});

describe('checkSweepstake: edit', () => {
  const saved = makeAdminSweepstake({
    id: 'sw-1',
    title: 'Holiday Cash',
    value: 500,
    entry_cost: 100,
    // Opened with "Open now": stored to the millisecond.
    start_date: '2026-12-01T17:00:42.123Z',
    end_date: '2026-12-08T17:00:00.000Z',
  });

  it('sends only the changed fields, in snake_case', () => {
    const v = sweepstakeValuesOf(saved);
    const result = checkSweepstake({ ...v, entry_cost: '150', end_date: '2026-12-09T12:00', title: 'Holiday Cash ' }, saved);
    expect(result).toEqual({
      ok: true,
      submit: { kind: 'edit', id: 'sw-1', body: { entry_cost: 150, end_date: '2026-12-09T17:00:00.000Z' } },
    });
  });

  it('says so when nothing changed (a start stored with seconds is not sent back)', () => {
    expect(checkSweepstake(sweepstakeValuesOf(saved), saved)).toEqual({ ok: false, errors: { root: NOTHING_CHANGED } });
  });

  it('sends an image change as image_url, local or https', () => {
    const v = sweepstakeValuesOf(saved);
    const result = checkSweepstake({ ...v, image: CUSTOM_IMAGE, image_link: 'https://cdn.example.com/x.png' }, saved);
    expect(result.ok && result.submit.body).toEqual({ image_url: 'https://cdn.example.com/x.png' });
    expect(sweepstakeValuesOf({ ...saved, image_url: 'https://cdn.example.com/x.png' })).toMatchObject({
      image: CUSTOM_IMAGE,
      image_link: 'https://cdn.example.com/x.png',
    });
  });

  it('never sends a locked odds field once anyone has entered', () => {
    const entered = { ...saved, has_entries: true };
    const v = sweepstakeValuesOf(entered);
    const result = checkSweepstake({ ...v, value: '900', rules: 'new rules', title: 'Holiday Cash!' }, entered);
    expect(result).toEqual({ ok: true, submit: { kind: 'edit', id: 'sw-1', body: { title: 'Holiday Cash!' } } });
  });
});

describe('serverMessage', () => {
  it('puts a refusal under the input the server names, in either naming', () => {
    expect(serverMessage('entryCost', 'entryCost: must be at most 1000000', { image: '/images/sweepstakes/cash.svg' })).toEqual({
      field: 'entry_cost',
      message: 'must be at most 1000000',
    });
    expect(serverMessage('end_date', 'end_date: must be after start_date', { image: '' })).toEqual({
      field: 'end_date',
      message: 'must be after the start',
    });
    expect(serverMessage('image_url', 'image_url: no such image', { image: CUSTOM_IMAGE })).toEqual({
      field: 'image_link',
      message: 'no such image',
    });
    expect(serverMessage('imageUrl', 'no such image', { image: '/images/sweepstakes/cash.svg' })?.field).toBe('image');
    expect(serverMessage('status', 'status: cannot move', { image: '' })).toBeNull();
  });
});

describe('hints', () => {
  it('shows the dollar value of an entry and what one member can spend', () => {
    expect(entryCostHint('250')).toBe('= $2.50 per entry (100 PM = $1)');
    expect(entryCostHint('2.5')).toBe('100 PM = $1');
    expect(maxSpendHint({ entry_cost: '250', max_entries: '4' })).toBe(
      'Per member, over the whole run: up to 1,000 PM ($10.00).',
    );
    expect(maxSpendHint({ entry_cost: '', max_entries: '4' })).toBe('Per member, over the whole run.');
  });
});
