import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_DAILY_BONUS_CONFIG, type DailyBonusConfig } from '@pilotmiles/core';
import { DailyBonusForm } from './DailyBonusForm';
import type { ConfigFormProps } from '../shared/ConfigSection';
import { readyFormProps } from '../shared/formTestProps';

afterEach(cleanup);

/** One change event per edit: typing key by key re-renders every row and makes the test slow. */
const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const config = DEFAULT_DAILY_BONUS_CONFIG;
const props = (over: Partial<ConfigFormProps<DailyBonusConfig>> = {}) => readyFormProps(config, over);
const save = () => screen.getByText(/^(Save|Saving\.\.\.)$/, { selector: 'button' });
const field = (name: string) => screen.getByLabelText(name);
const preview = () =>
  [...screen.getByLabelText('Preview of the first days').querySelectorAll('li')].map((li) => li.textContent);

describe('DailyBonusForm', () => {
  it('shows maxDay, maxReward, one input per day and the wheel; Save waits for a change', () => {
    render(<DailyBonusForm {...props()} />);
    expect(field('maxDay')).toHaveValue(5);
    expect(field('maxReward')).toHaveValue(5);
    expect(field('Day 1')).toHaveValue(1);
    expect(field('Day 5')).toHaveValue(5);
    expect(screen.queryByLabelText('Day 6')).not.toBeInTheDocument();
    const segments = [...screen.getByLabelText('Wheel segments').querySelectorAll('li')];
    expect(segments).toHaveLength(8);
    expect(field('Segment 8 amount')).toHaveValue(100);
    expect(field('Segment 1 weight')).toHaveAccessibleDescription('30.0% chance');
    expect(save()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('No changes');
  });

  it('previews 14 days by rewardForDay, wheel days showing the top segment', () => {
    render(<DailyBonusForm {...props()} />);
    expect(preview()).toEqual([
      'Day 11 PM',
      'Day 22 PM',
      'Day 33 PM',
      'Day 44 PM',
      'Day 55 PM',
      'Day 65 PM',
      'Day 7wheel up to 100',
      'Day 85 PM',
      'Day 95 PM',
      'Day 105 PM',
      'Day 115 PM',
      'Day 125 PM',
      'Day 135 PM',
      'Day 14wheel up to 100',
    ]);
  });

  it('the preview follows the edits: a blank day pays its number, later days maxReward', () => {
    render(<DailyBonusForm {...props()} />);
    setValue(field('Day 2'), '');
    setValue(field('Day 3'), '9');
    setValue(field('maxReward'), '8');
    setValue(field('Segment 8 amount'), '250');
    expect(preview().slice(0, 7)).toEqual([
      'Day 11 PM',
      'Day 22 PM',
      'Day 39 PM',
      'Day 44 PM',
      'Day 55 PM',
      'Day 68 PM',
      'Day 7wheel up to 250',
    ]);
  });

  it('shows a day input for each day up to maxDay and saves only those', async () => {
    const onSave = vi.fn();
    render(<DailyBonusForm {...props({ onSave })} />);
    setValue(field('maxDay'), '3');
    expect(screen.queryByLabelText('Day 4')).not.toBeInTheDocument();
    expect(preview()[3]).toBe('Day 45 PM');
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        ...config,
        maxDay: 3,
        rewardsByDay: { '1': 1, '2': 2, '3': 3 },
      } satisfies DailyBonusConfig),
    );
    setValue(field('maxDay'), '8');
    expect(field('Day 5')).toHaveValue(5); // kept while hidden
    expect(field('Day 8')).toHaveValue(null);
    expect(field('Day 8')).toHaveAttribute('placeholder', '8');
    expect(field('Day 7')).toHaveAccessibleDescription('wheel day');
  });

  it('keeps Save disabled with maxDay = 0, says why under the field, and saves nothing on Enter', async () => {
    const onSave = vi.fn();
    render(<DailyBonusForm {...props({ onSave })} />);
    setValue(field('maxDay'), '0');
    expect(save()).toBeDisabled();
    await waitFor(() => expect(field('maxDay')).toHaveAccessibleDescription('must be at least 1'));
    expect(field('maxDay')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Fix the fields marked in red to save');
    expect(save()).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Daily bonus' }));
    await waitFor(() => expect(field('maxDay')).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();
    setValue(field('maxDay'), '5');
    await waitFor(() => expect(field('maxDay')).toHaveAccessibleDescription('Days with their own reward (1 to 365)'));
    expect(save()).toBeDisabled(); // back to the saved config
  });

  it("shows the schema's own messages under the field", async () => {
    render(<DailyBonusForm {...props()} />);
    setValue(field('Segment 3 amount'), '0');
    await waitFor(() => expect(field('Segment 3 amount')).toHaveAccessibleDescription('must be at least 1'));
    expect(field('Segment 2 amount')).toHaveAttribute('aria-invalid', 'false');
    expect(save()).toBeDisabled();
    setValue(field('Segment 3 amount'), '5');
    setValue(field('maxDay'), '400');
    await waitFor(() => expect(field('maxDay')).toHaveAccessibleDescription('must be at most 365'));
    expect(screen.getByText("Enter maxDay to edit each day's reward.")).toBeInTheDocument();
    setValue(field('maxDay'), '2.5');
    await waitFor(() => expect(field('maxDay')).toHaveAccessibleDescription('must be a whole number'));
  });

  it('keeps between 2 and 12 wheel segments', async () => {
    const withSegments = (n: number) => ({
      ...config,
      wheel: { segments: Array.from({ length: n }, (_, i) => ({ amount: (i + 1) * 5, weight: 1 })) },
    });
    const { unmount } = render(<DailyBonusForm {...props({ config: withSegments(2) })} />);
    expect(screen.getByLabelText('Remove segment 1', { selector: 'button' })).toBeDisabled();
    unmount();
    render(<DailyBonusForm {...props({ config: withSegments(10) })} />);
    const add = screen.getByText('Add segment', { selector: 'button' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(add).toBeDisabled();
    expect(screen.getByText('12 segments (2 to 12)')).toBeInTheDocument();
    expect(screen.getByLabelText('Remove segment 1', { selector: 'button' })).toBeEnabled();
    // A new segment starts without an amount, and says so.
    expect(field('Segment 12 amount')).toHaveValue(null);
    await waitFor(() => expect(field('Segment 12 amount')).toHaveAccessibleDescription('enter a whole number'));
    expect(save()).toBeDisabled();
  });

  it('disables Save and the fields while saving', () => {
    render(<DailyBonusForm {...props({ saving: true })} />);
    expect(screen.getByText('Saving...', { selector: 'button' })).toBeDisabled();
    expect(screen.getByText('Add segment', { selector: 'button' })).toBeDisabled();
    expect(field('Day 1')).toBeDisabled();
  });

  it("shows the server's refusal under the day it names, until the next edit", async () => {
    const serverError = { field: 'rewardsByDay.2', message: 'rewardsByDay.2: must be at most 100000' };
    render(<DailyBonusForm {...props({ serverError })} />);
    await waitFor(() => expect(field('Day 2')).toHaveAccessibleDescription('must be at most 100000'));
    expect(field('Day 2')).toHaveAttribute('aria-invalid', 'true');
    setValue(field('Day 2'), '3');
    await waitFor(() => expect(field('Day 2')).toHaveAttribute('aria-invalid', 'false'));
    await waitFor(() => expect(save()).toBeEnabled());
  });
});
