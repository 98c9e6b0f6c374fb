// @vitest-environment jsdom
// (happy-dom ignores blur() on a disabled button, which is how the browser loses the focus here.)
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BusyButton } from './BusyButton';

afterEach(cleanup);

const renderButton = (busy: boolean, extra?: React.ReactNode) => (
  <>
    <BusyButton busy={busy} busyLabel="Saving…">
      Save
    </BusyButton>
    {extra}
  </>
);

describe('BusyButton', () => {
  it('is disabled with its busy label while busy', () => {
    render(renderButton(true));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('gets the focus back when the action ends, after disabling dropped it to the page', () => {
    const { rerender } = render(renderButton(false));
    screen.getByRole('button', { name: 'Save' }).focus();
    rerender(renderButton(true));
    // What the browser does to a focused button that becomes disabled.
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    rerender(renderButton(false));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('gets the focus back from the dialog a focus trap moved it to', () => {
    const inDialog = (busy: boolean) => (
      <div role="dialog" aria-label="Redeem" tabIndex={-1}>
        {renderButton(busy)}
      </div>
    );
    const { rerender } = render(inDialog(false));
    screen.getByRole('button', { name: 'Save' }).focus();
    rerender(inDialog(true));
    screen.getByRole('dialog').focus();
    rerender(inDialog(false));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('leaves the focus where something else took it meanwhile', () => {
    const { rerender } = render(renderButton(false));
    screen.getByRole('button', { name: 'Save' }).focus();
    rerender(renderButton(true, <input aria-label="Other" />));
    screen.getByRole('textbox', { name: 'Other' }).focus();
    rerender(renderButton(false, <input aria-label="Other" />));
    expect(screen.getByRole('textbox', { name: 'Other' })).toHaveFocus();
  });

  it('does not take a focus it never had', () => {
    const { rerender } = render(renderButton(false));
    rerender(renderButton(true));
    rerender(renderButton(false));
    expect(document.body).toHaveFocus();
  });
});
