import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_EMBEDDED_TOOLS_CONFIG, type EmbeddedToolsConfig } from '@pilotmiles/core';
import { EmbeddedToolView, FRAME_SANDBOX, NOT_CONFIGURED, type EmbeddedToolViewProps } from './EmbeddedToolView';

afterEach(cleanup);

const configured: EmbeddedToolsConfig = {
  ...DEFAULT_EMBEDDED_TOOLS_CONFIG,
  grafana_embedded: { url: 'https://acme.grafana.net/d/abc', title: 'Ops board' },
};

const renderView = (over: Partial<EmbeddedToolViewProps> = {}) => {
  const onSave = vi.fn(async () => true);
  render(<EmbeddedToolView tool="grafana_embedded" heading="Grafana" status="ready" config={configured} onSave={onSave} {...over} />);
  return onSave;
};

describe('EmbeddedToolView', () => {
  it('shows a spinner while loading and the error with a retry', async () => {
    renderView({ status: 'loading', config: undefined });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    cleanup();
    const onRetry = vi.fn();
    renderView({ status: 'error', config: undefined, loadError: 'An error occurred', onRetry });
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('frames the configured tool in a sandbox without a referrer', () => {
    renderView();
    const frame = screen.getByTitle('Ops board');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://acme.grafana.net/d/abc');
    expect(frame).toHaveAttribute('sandbox', FRAME_SANDBOX);
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.queryByText(NOT_CONFIGURED, { exact: false })).not.toBeInTheDocument();
  });

  it('not configured: says so and offers the form; refuses an off-list host before sending', async () => {
    const onSave = renderView({ tool: 'external_iframe', heading: 'External tool' });
    expect(screen.getByText(`${NOT_CONFIGURED}.`)).toBeInTheDocument();
    expect(screen.queryByTitle(/./)).toBeNull();
    await userEvent.type(screen.getByLabelText(/Address/), 'http://evil.example/x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must start with https://')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Address/));
    await userEvent.type(screen.getByLabelText(/Address/), 'https://acme.grafana.net@evil.example/');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must not contain a user name or password')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the whole config with this tool set', async () => {
    const onSave = renderView({ tool: 'external_iframe', heading: 'External tool' });
    await userEvent.type(screen.getByLabelText(/Address/), 'https://lookerstudio.google.com/embed/r');
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Looker');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ ...configured, external_iframe: { url: 'https://lookerstudio.google.com/embed/r', title: 'Looker' } }),
    );
  });

  it('Change opens the form with the current values; the server message shows under the field', async () => {
    renderView({ saveError: { field: 'grafana_embedded.url', message: 'grafana_embedded.url: host x is not on the allow-list' } });
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText(/Address/)).toHaveValue('https://acme.grafana.net/d/abc');
    expect(screen.getByText('grafana_embedded.url: host x is not on the allow-list')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTitle('Ops board')).toBeInTheDocument();
  });
});
