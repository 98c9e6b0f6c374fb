import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_EVENTS_CONFIG, type EventsConfig } from '@pilotmiles/core';
import { RetentionForm } from './RetentionForm';
import type { ConfigFormProps } from '../shared/ConfigSection';
import { readyFormProps } from '../shared/formTestProps';

afterEach(cleanup);

const props = (over: Partial<ConfigFormProps<EventsConfig>> = {}) => readyFormProps(DEFAULT_EVENTS_CONFIG, over);
const save = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });
const days = () => screen.getByLabelText('Keep events for (days)');
const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('RetentionForm', () => {
  it('shows the days kept and saves a new number', async () => {
    const onSave = vi.fn();
    render(<RetentionForm {...props({ onSave })} />);
    expect(days()).toHaveValue(90);
    expect(save()).toBeDisabled();
    setValue(days(), '30');
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ retention_days: 30 }));
  });

  it("refuses 0, a fraction, a blank and more than 3650 with the schema's messages", async () => {
    const onSave = vi.fn();
    render(<RetentionForm {...props({ onSave })} />);
    for (const [typed, message] of [
      ['0', 'must be at least 1'],
      ['2.5', 'must be a whole number'],
      ['', 'enter a whole number'],
      ['4000', 'must be at most 3650'],
    ] as const) {
      setValue(days(), typed);
      await waitFor(() => expect(days()).toHaveAccessibleDescription(message));
      expect(save()).toBeDisabled();
    }
    fireEvent.submit(screen.getByRole('form', { name: 'Analytics retention' }));
    await waitFor(() => expect(days()).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field", async () => {
    render(
      <RetentionForm
        {...props({ serverError: { field: 'retention_days', message: 'retention_days: must be at most 3650' } })}
      />,
    );
    await waitFor(() => expect(days()).toHaveAccessibleDescription('must be at most 3650'));
  });

  it('shows a skeleton while loading, the error with a retry, and holds still while saving', async () => {
    const { rerender } = render(<RetentionForm {...props({ status: 'loading', config: undefined })} />);
    expect(screen.getByLabelText('Loading Analytics retention')).toBeInTheDocument();
    const failed = props({ status: 'error', config: undefined, loadError: 'Config unavailable' });
    rerender(<RetentionForm {...failed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Config unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.onRetry).toHaveBeenCalledOnce();
    rerender(<RetentionForm {...props({ saving: true })} />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(days()).toBeDisabled();
  });
});
