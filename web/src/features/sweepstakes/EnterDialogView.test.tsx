import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { EMAIL_HINT, EnterDialogView, type EnterDialogViewProps } from './EnterDialogView';
import { makeSweepstake } from '../../testing/builders';

afterEach(cleanup);

function renderDialog(over: Partial<EnterDialogViewProps> = {}) {
  const props: EnterDialogViewProps = {
    open: true,
    onClose: vi.fn(),
    // 100 PM an entry; the member holds 2 of 5, so 3 more at most.
    sweepstake: makeSweepstake({ my_entries: 2 }),
    balance: 2000,
    busy: false,
    error: null,
    onEnter: vi.fn(),
    ...over,
  };
  render(<EnterDialogView {...props} />);
  return props;
}

const dialog = () => screen.getByRole('dialog', { name: /Weekend in Lisbon/ });
const input = () => within(dialog()).getByRole('textbox', { name: 'Number of entries' });
const summary = () => within(dialog()).getByLabelText('Summary');
const enterButton = () => within(dialog()).getByRole('button', { name: 'Enter' });
const press = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));

describe('EnterDialogView', () => {
  it('starts at one entry and computes the total and the balance after as the number changes', () => {
    const props = renderDialog();
    expect(input()).toHaveValue('1');
    expect(summary()).toHaveTextContent('Per entry100 PMTotal100 PMYour balance2,000 PMBalance after1,900 PM');
    expect(dialog()).toHaveTextContent('You can add 3 more entries (the maximum is 5 per member).');

    press('One entry more');
    expect(input()).toHaveValue('2');
    expect(summary()).toHaveTextContent('Total200 PM');
    fireEvent.change(input(), { target: { value: '3' } });
    expect(summary()).toHaveTextContent('Total300 PMYour balance2,000 PMBalance after1,700 PM');
    fireEvent.click(enterButton());
    expect(props.onEnter).toHaveBeenCalledWith(3);
  });

  it('goes no higher than what is left of the max: a larger number becomes it, saying why', () => {
    renderDialog();
    press('Max (3)');
    expect(input()).toHaveValue('3');
    expect(within(dialog()).getByRole('button', { name: 'One entry more' })).toBeDisabled();
    fireEvent.change(input(), { target: { value: '4' } });
    expect(input()).toHaveValue('3');
    expect(dialog()).toHaveTextContent('Up to 5 entries per member: you can add 3 more.');
    expect(enterButton()).toBeEnabled();
  });

  it('goes no higher than the balance covers, and says so', () => {
    renderDialog({ sweepstake: makeSweepstake({ my_entries: 0, entry_cost: 300 }), balance: 1000 });
    expect(dialog()).toHaveTextContent('You can add 5 more entries (the maximum is 5 per member). Your balance covers 3 entries.');
    press('Max (3)');
    expect(summary()).toHaveTextContent('Total900 PM');
    expect(summary()).toHaveTextContent('Balance after100 PM');
  });

  it('cannot enter when the balance covers no entry', () => {
    renderDialog({ balance: 40 });
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('One entry costs 100 PM: you have 40 PM, 60 PM more to go.');
    expect(enterButton()).toBeDisabled();
    expect(input()).toBeDisabled();
  });

  it('refuses nothing typed or zero', () => {
    const props = renderDialog();
    fireEvent.change(input(), { target: { value: '' } });
    expect(enterButton()).toBeDisabled();
    fireEvent.change(input(), { target: { value: '0' } });
    expect(enterButton()).toBeDisabled();
    fireEvent.click(enterButton());
    expect(props.onEnter).not.toHaveBeenCalled();
  });

  it("is busy while the request is on its way: 'Entering...', disabled, and no closing", () => {
    const props = renderDialog({ busy: true });
    const button = within(dialog()).getByRole('button', { name: 'Entering...' });
    expect(button).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as it is, keeping the choice to try again", () => {
    const message = 'You can add 1 more entry to this sweepstake (the maximum is 5)';
    renderDialog({ error: { kind: 'other', message } });
    const alert = within(dialog()).getByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(enterButton()).toBeEnabled();
  });

  it('adds how to verify to the e-mail refusal', () => {
    renderDialog({ error: { kind: 'email', message: 'Email not verified' } });
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(`Email not verified${EMAIL_HINT}`);
  });

  describe('the number box refuses what it cannot take and says why', () => {
    // 40 PM an entry, 50 per member, 500 PM: the member can afford 12.
    const affordable = { sweepstake: makeSweepstake({ my_entries: 0, entry_cost: 40, max_entries: 50 }), balance: 500 };

    it.each([
      ['-5', "Entries can't be negative. Enter 1 to 12."],
      ['1.5', 'Entries are whole numbers, no decimals. Enter 1 to 12.'],
      ['abc', 'Numbers only, please. Enter 1 to 12.'],
      ['3e2', 'Numbers only, please. Enter 1 to 12.'],
      ['', 'Enter how many entries you want: 1 to 12.'],
      ['0', 'Enter at least 1 entry (up to 12).'],
    ])('keeps %j as typed, marked, with Enter disabled and no total', (typed, why) => {
      const props = renderDialog(affordable);
      fireEvent.change(input(), { target: { value: typed } });
      expect(input()).toHaveValue(typed);
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      expect(input()).toHaveAccessibleDescription(why);
      expect(summary()).toHaveTextContent('Total—Your balance500 PMBalance after—');
      expect(enterButton()).toBeDisabled();
      fireEvent.click(enterButton());
      expect(props.onEnter).not.toHaveBeenCalled();
    });

    it('lowers a number above what the balance covers to it, saying so, and never shows a negative balance after', () => {
      const props = renderDialog(affordable);
      fireEvent.change(input(), { target: { value: '999' } });
      expect(input()).toHaveValue('12');
      expect(input()).toHaveAccessibleDescription('You can afford 12 entries with 500 PM (40 PM each).');
      expect(input()).toHaveAttribute('aria-invalid', 'false');
      expect(summary()).toHaveTextContent('Total480 PMYour balance500 PMBalance after20 PM');
      fireEvent.click(enterButton());
      expect(props.onEnter).toHaveBeenCalledWith(12);
    });

    it('reads a thousand written with a comma as a thousand', () => {
      renderDialog({ sweepstake: makeSweepstake({ my_entries: 0, entry_cost: 1, max_entries: 5000 }), balance: 5000 });
      fireEvent.change(input(), { target: { value: '1,000' } });
      expect(summary()).toHaveTextContent('Total1,000 PM');
      expect(enterButton()).toBeEnabled();
      fireEvent.change(input(), { target: { value: '1,001' } });
      expect(input()).toHaveValue('1000');
      expect(input()).toHaveAccessibleDescription('Up to 1,000 entries at a time.');
    });

    it('lowers a number above the per-member max to it, saying so', () => {
      renderDialog({ sweepstake: makeSweepstake({ my_entries: 0, entry_cost: 40, max_entries: 8 }), balance: 500 });
      fireEvent.change(input(), { target: { value: '20' } });
      expect(input()).toHaveValue('8');
      expect(input()).toHaveAccessibleDescription('Up to 8 entries per member.');
      expect(enterButton()).toBeEnabled();
    });

    it('steps back into range with the buttons from a refused entry', () => {
      renderDialog(affordable);
      fireEvent.change(input(), { target: { value: '-5' } });
      expect(within(dialog()).getByRole('button', { name: 'One entry fewer' })).toBeDisabled();
      press('One entry more');
      expect(input()).toHaveValue('1');
      expect(enterButton()).toBeEnabled();
      expect(input()).toHaveAccessibleDescription('You can add 50 more entries (the maximum is 50 per member). Your balance covers 12 entries.');
    });
  });
});
