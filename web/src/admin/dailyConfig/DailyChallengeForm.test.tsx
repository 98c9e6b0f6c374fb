import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_DAILY_CHALLENGE_CONFIG, type DailyChallengeConfig } from '@pilotmiles/core';
import { DailyChallengeForm } from './DailyChallengeForm';
import type { ConfigFormProps } from '../shared/ConfigSection';
import { readyFormProps } from '../shared/formTestProps';

afterEach(cleanup);

/** One change event per edit: typing key by key re-renders every row and makes the test slow. */
const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const config = DEFAULT_DAILY_CHALLENGE_CONFIG; // 25/5, 100/15, 250/40
const props = (over: Partial<ConfigFormProps<DailyChallengeConfig>> = {}) => readyFormProps(config, over);
const save = () => screen.getByText(/^(Save|Saving\.\.\.)$/, { selector: 'button' });
const field = (name: string) => screen.getByLabelText(name);
const tierValues = () =>
  [...screen.getByLabelText('Tiers').querySelectorAll('input')].map((input) => (input as HTMLInputElement).value);

describe('DailyChallengeForm', () => {
  it('shows the tiers in order', () => {
    render(<DailyChallengeForm {...props()} />);
    expect(tierValues()).toEqual(['25', '5', '100', '15', '250', '40']);
    expect(field('Tier 2 target')).toHaveValue(100);
    expect(field('Tier 3 reward')).toHaveValue(40);
    expect(save()).toBeDisabled();
  });

  it('says the target must be above the previous tier under that target, and keeps Save disabled', async () => {
    const onSave = vi.fn();
    render(<DailyChallengeForm {...props({ onSave })} />);
    const target = field('Tier 2 target');
    setValue(target, '20');
    await waitFor(() => expect(target).toHaveAccessibleDescription("must be above the previous tier's target"));
    expect(field('Tier 1 target')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Tier 3 target')).toHaveAttribute('aria-invalid', 'false');
    expect(save()).toBeDisabled();
    fireEvent.click(save());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('moves, removes and adds tiers, and saves them in the new order', async () => {
    const onSave = vi.fn();
    render(<DailyChallengeForm {...props({ onSave })} />);
    fireEvent.click(screen.getByLabelText('Move tier 2 up', { selector: 'button' }));
    expect(tierValues()).toEqual(['100', '15', '25', '5', '250', '40']);
    // Now out of order: the new tier 2 is below tier 1.
    await waitFor(() =>
      expect(field('Tier 2 target')).toHaveAccessibleDescription("must be above the previous tier's target"),
    );
    expect(save()).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Move tier 2 up', { selector: 'button' }));
    expect(tierValues()).toEqual(['25', '5', '100', '15', '250', '40']);
    await waitFor(() => expect(field('Tier 2 target')).toHaveAttribute('aria-invalid', 'false'));
    expect(save()).toBeDisabled(); // back to the saved order
    fireEvent.click(screen.getByLabelText('Remove tier 3', { selector: 'button' }));
    fireEvent.click(screen.getByText('Add tier', { selector: 'button' }));
    expect(tierValues()).toEqual(['25', '5', '100', '15', '200', '15']);
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        tiers: [
          { target: 25, reward: 5 },
          { target: 100, reward: 15 },
          { target: 200, reward: 15 },
        ],
      } satisfies DailyChallengeConfig),
    );
  });

  it('keeps between 1 and 10 tiers', () => {
    const one = { tiers: [{ target: 10, reward: 1 }] };
    const { unmount } = render(<DailyChallengeForm {...props({ config: one })} />);
    expect(screen.getByLabelText('Remove tier 1', { selector: 'button' })).toBeDisabled();
    expect(screen.getByLabelText('Move tier 1 up', { selector: 'button' })).toBeDisabled();
    expect(screen.getByLabelText('Move tier 1 down', { selector: 'button' })).toBeDisabled();
    unmount();
    const ten = { tiers: Array.from({ length: 10 }, (_, i) => ({ target: (i + 1) * 10, reward: 1 })) };
    render(<DailyChallengeForm {...props({ config: ten })} />);
    expect(screen.getByText('Add tier', { selector: 'button' })).toBeDisabled();
    expect(screen.getByLabelText('Remove tier 10', { selector: 'button' })).toBeEnabled();
  });

  it('disables Save and the row buttons while saving', () => {
    render(<DailyChallengeForm {...props({ saving: true })} />);
    expect(screen.getByText('Saving...', { selector: 'button' })).toBeDisabled();
    expect(screen.getByText('Add tier', { selector: 'button' })).toBeDisabled();
    expect(screen.getByLabelText('Move tier 2 up', { selector: 'button' })).toBeDisabled();
    expect(field('Tier 1 target')).toBeDisabled();
  });

  it("shows the server's refusal under the field it names", async () => {
    const serverError = { field: 'tiers.1.target', message: "tiers.1.target: must be above the previous tier's target" };
    render(<DailyChallengeForm {...props({ serverError })} />);
    await waitFor(() =>
      expect(field('Tier 2 target')).toHaveAccessibleDescription("must be above the previous tier's target"),
    );
    expect(field('Tier 2 reward')).toHaveAttribute('aria-invalid', 'false');
    expect(save()).toBeDisabled();
  });
});
