import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_DAILY_BONUS_CONFIG, type DailyBonusConfig } from '@pilotmiles/core';
import { DailyBonusForm } from './DailyBonusForm';
import { bonusForm } from './configForms';
import { editorProps, statefulEditor } from './editorHarness';

afterEach(cleanup);

/** One change event per edit: typing key by key re-renders every row and makes the test slow. */
const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const config = DEFAULT_DAILY_BONUS_CONFIG;
const save = () => screen.getByText('Save', { selector: 'button' });
const field = (name: string) => screen.getByLabelText(name);
const preview = () =>
  [...screen.getByLabelText('Preview of the first days').querySelectorAll('li')].map((li) => li.textContent);

describe('DailyBonusForm', () => {
  it('shows maxDay, maxReward, one input per day and the wheel', () => {
    render(<DailyBonusForm {...editorProps(bonusForm, config)} />);
    expect(field('maxDay')).toHaveValue(5);
    expect(field('maxReward')).toHaveValue(5);
    expect(field('Day 1')).toHaveValue(1);
    expect(field('Day 5')).toHaveValue(5);
    expect(screen.queryByLabelText('Day 6')).not.toBeInTheDocument();
    const segments = [...screen.getByLabelText('Wheel segments').querySelectorAll('li')];
    expect(segments).toHaveLength(8);
    expect(field('Segment 8 amount')).toHaveValue(100);
    expect(field('Segment 1 weight')).toHaveAccessibleDescription('30.0% chance');
  });

  it('previews 14 days by rewardForDay, wheel days showing the top segment', () => {
    render(<DailyBonusForm {...editorProps(bonusForm, config)} />);
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

  it('the preview follows the edits: a blank day pays its number, later days maxReward', async () => {
    const { Harness } = statefulEditor(DailyBonusForm, bonusForm, config);
    render(<Harness />);
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
    const { Harness, onSave } = statefulEditor(DailyBonusForm, bonusForm, config);
    render(<Harness />);
    setValue(field('maxDay'), '3');
    expect(screen.queryByLabelText('Day 4')).not.toBeInTheDocument();
    expect(preview()[3]).toBe('Day 45 PM');
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({
      ...config,
      maxDay: 3,
      rewardsByDay: { '1': 1, '2': 2, '3': 3 },
    } satisfies DailyBonusConfig);
    setValue(field('maxDay'), '8');
    expect(field('Day 5')).toHaveValue(5); // kept while hidden
    expect(field('Day 8')).toHaveValue(null);
    expect(field('Day 8')).toHaveAttribute('placeholder', '8');
    expect(field('Day 7')).toHaveAccessibleDescription('wheel day');
  });

  it('shows the schema message under the field, and does not save', async () => {
    const { Harness, onSave } = statefulEditor(DailyBonusForm, bonusForm, config);
    render(<Harness />);
    setValue(field('Segment 3 amount'), '0');
    expect(field('Segment 3 amount')).toHaveAccessibleDescription('must be at least 1');
    expect(field('Segment 2 amount')).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(field('Segment 3 amount')).toHaveFocus();
    setValue(field('Segment 3 amount'), '5');
    setValue(field('maxDay'), '400');
    expect(field('maxDay')).toHaveAccessibleDescription('must be at most 365');
    expect(screen.getByText("Enter maxDay to edit each day's reward.")).toBeInTheDocument();
  });

  it('keeps between 2 and 12 wheel segments', async () => {
    const { Harness } = statefulEditor(DailyBonusForm, bonusForm, {
      ...config,
      wheel: {
        segments: [
          { amount: 5, weight: 1 },
          { amount: 10, weight: 1 },
        ],
      },
    });
    render(<Harness />);
    expect(screen.getByLabelText('Remove segment 1', { selector: 'button' })).toBeDisabled();
    const add = screen.getByText('Add segment', { selector: 'button' });
    for (let i = 0; i < 10; i++) fireEvent.click(add);
    expect(add).toBeDisabled();
    expect(screen.getByLabelText('Remove segment 1', { selector: 'button' })).toBeEnabled();
    // A new segment starts without an amount, and says so.
    expect(field('Segment 12 amount')).toHaveValue(null);
    expect(field('Segment 3 amount')).toHaveAccessibleDescription('enter a whole number');
  });

  it('disables Save while saving', () => {
    render(<DailyBonusForm {...editorProps(bonusForm, config, { dirty: true, busy: true })} />);
    expect(screen.getByText('Saving...', { selector: 'button' })).toBeDisabled();
    expect(screen.getByText('Add segment', { selector: 'button' })).toBeDisabled();
    expect(field('Day 1')).toBeDisabled();
  });

  it("shows the server's refusal under the day it names", () => {
    const serverError = { field: 'rewardsByDay.2', message: 'rewardsByDay.2: Too big: expected number to be <=100000' };
    render(<DailyBonusForm {...editorProps(bonusForm, config, { dirty: true, serverError })} />);
    expect(field('Day 2')).toHaveAccessibleDescription('must be at most 100000');
  });
});
