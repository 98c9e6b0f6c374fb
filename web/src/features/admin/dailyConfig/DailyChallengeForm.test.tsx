import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_DAILY_CHALLENGE_CONFIG, type DailyChallengeConfig } from '@pilotmiles/core';
import { DailyChallengeForm } from './DailyChallengeForm';
import { challengeForm } from './configForms';
import { editorProps, statefulEditor } from './editorHarness';

afterEach(cleanup);

/** One change event per edit: typing key by key re-renders every row and makes the test slow. */
const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const config = DEFAULT_DAILY_CHALLENGE_CONFIG; // 25/5, 100/15, 250/40
const save = () => screen.getByText('Save', { selector: 'button' });
const field = (name: string) => screen.getByLabelText(name);
const tierValues = () =>
  [...screen.getByLabelText('Tiers').querySelectorAll('input')].map((input) => (input as HTMLInputElement).value);

describe('DailyChallengeForm', () => {
  it('shows the tiers in order', () => {
    render(<DailyChallengeForm {...editorProps(challengeForm, config)} />);
    expect(tierValues()).toEqual(['25', '5', '100', '15', '250', '40']);
    expect(field('Tier 2 target')).toHaveValue(100);
    expect(field('Tier 3 reward')).toHaveValue(40);
    expect(save()).toBeDisabled();
  });

  it('says "must be above the previous tier" under that target, and does not save', async () => {
    const { Harness, onSave } = statefulEditor(DailyChallengeForm, challengeForm, config);
    render(<Harness />);
    const target = field('Tier 2 target');
    setValue(target, '20');
    expect(target).toHaveAccessibleDescription('must be above the previous tier');
    expect(field('Tier 1 target')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Tier 3 target')).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(target).toHaveFocus();
  });

  it('moves, removes and adds tiers, and saves them in the new order', async () => {
    const { Harness, onSave } = statefulEditor(DailyChallengeForm, challengeForm, config);
    render(<Harness />);
    fireEvent.click(screen.getByLabelText('Move tier 2 up', { selector: 'button' }));
    expect(tierValues()).toEqual(['100', '15', '25', '5', '250', '40']);
    // Now out of order: the new tier 2 is below tier 1.
    expect(field('Tier 2 target')).toHaveAccessibleDescription('must be above the previous tier');
    fireEvent.click(screen.getByLabelText('Move tier 2 up', { selector: 'button' }));
    expect(tierValues()).toEqual(['25', '5', '100', '15', '250', '40']);
    expect(save()).toBeDisabled(); // back to the loaded order
    fireEvent.click(screen.getByLabelText('Remove tier 3', { selector: 'button' }));
    fireEvent.click(screen.getByText('Add tier', { selector: 'button' }));
    expect(tierValues()).toEqual(['25', '5', '100', '15', '200', '15']);
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({
      tiers: [
        { target: 25, reward: 5 },
        { target: 100, reward: 15 },
        { target: 200, reward: 15 },
      ],
    } satisfies DailyChallengeConfig);
  });

  it('keeps between 1 and 10 tiers', () => {
    const one = { tiers: [{ target: 10, reward: 1 }] };
    const { unmount } = render(<DailyChallengeForm {...editorProps(challengeForm, one)} />);
    expect(screen.getByLabelText('Remove tier 1', { selector: 'button' })).toBeDisabled();
    expect(screen.getByLabelText('Move tier 1 up', { selector: 'button' })).toBeDisabled();
    expect(screen.getByLabelText('Move tier 1 down', { selector: 'button' })).toBeDisabled();
    unmount();
    const ten = { tiers: Array.from({ length: 10 }, (_, i) => ({ target: (i + 1) * 10, reward: 1 })) };
    render(<DailyChallengeForm {...editorProps(challengeForm, ten)} />);
    expect(screen.getByText('Add tier', { selector: 'button' })).toBeDisabled();
    expect(screen.getByLabelText('Remove tier 10', { selector: 'button' })).toBeEnabled();
  });

  it('disables Save and the row buttons while saving', () => {
    render(<DailyChallengeForm {...editorProps(challengeForm, config, { dirty: true, busy: true })} />);
    expect(screen.getByText('Saving...', { selector: 'button' })).toBeDisabled();
    expect(screen.getByText('Add tier', { selector: 'button' })).toBeDisabled();
    expect(screen.getByLabelText('Move tier 2 up', { selector: 'button' })).toBeDisabled();
    expect(field('Tier 1 target')).toBeDisabled();
  });

  it("shows the server's refusal under the field it names", () => {
    const serverError = { field: 'tiers.1.target', message: 'tiers.1.target: must be above the previous tier' };
    render(<DailyChallengeForm {...editorProps(challengeForm, config, { dirty: true, serverError })} />);
    expect(field('Tier 2 target')).toHaveAccessibleDescription('must be above the previous tier');
    expect(field('Tier 2 reward')).toHaveAttribute('aria-invalid', 'false');
  });
});
